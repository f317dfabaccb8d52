/**
 * The in-store page's camera scanner (secondary-areas §5: a scan looks the product up by its
 * barcode). It reads the back camera's picture a few times a second with the browser's
 * BarcodeDetector where the browser has one, else with the zxing-wasm reader, whose code and
 * WebAssembly load only here (from this shop, never a CDN). The first code read is handed on;
 * closing stops the camera.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import styles from './in-store.module.css';

/** Pictures read per second: enough to feel instant, little work for a phone. */
const READS_PER_SECOND = 4;

type ReadFrame = (video: HTMLVideoElement) => Promise<string | null>;

export default function BarcodeScanner({
  onCode,
  onStop,
}: {
  onCode: (code: string) => void;
  onStop: () => void;
}) {
  const t = useTranslate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const release = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      const video = videoRef.current;
      // Closed while the camera was starting (the permission prompt, say): the cleanup found no
      // stream yet, so the camera is turned off here.
      if (stopped || !video) {
        release();
        return;
      }
      video.srcObject = stream;
      await video.play();
      const read = await createReader();
      const tick = async () => {
        if (stopped) return;
        const code = await read(video).catch(() => null);
        if (stopped) return;
        if (code) onCode(code);
        else timer = setTimeout(tick, 1000 / READS_PER_SECOND);
      };
      void tick();
    };
    start().catch((error: unknown) => {
      console.warn('[in-store] the camera could not be started:', error);
      release();
      if (!stopped) setFailed(true);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      release();
    };
  }, [onCode]);

  return (
    <div className={styles.finder}>
      {failed ? (
        <p className={styles.problem} role="alert">
          {t('The camera could not be started.')}
        </p>
      ) : (
        <>
          <video
            ref={videoRef}
            className={styles.video}
            muted
            playsInline
            aria-label={t('Point the camera at the barcode.')}
          />
          <p className={styles.hint} role="status">
            {t('Point the camera at the barcode.')}
          </p>
        </>
      )}
      <button type="button" className={styles.secondary} onClick={onStop}>
        {t('Stop scanning')}
      </button>
    </div>
  );
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** The browser's detector where it has one, else the WebAssembly reader. */
async function createReader(): Promise<ReadFrame> {
  const Detector = (globalThis as { BarcodeDetector?: new (options: object) => DetectorLike })
    .BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['ean_13', 'ean_8', 'code_128', 'upc_a'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const results = await readBarcodes(image, {
      formats: ['EAN-13', 'EAN-8', 'Code128', 'UPC-A'],
      maxNumberOfSymbols: 1,
    });
    return results.find((result) => result.isValid)?.text ?? null;
  };
}
