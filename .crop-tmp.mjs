import sharp from 'sharp';
const [file, out, top, height, width] = process.argv.slice(2);
const meta = await sharp(file).metadata();
await sharp(file).extract({ left: 0, top: Number(top), width: Number(width ?? meta.width), height: Math.min(Number(height), meta.height - Number(top)) }).toFile(out);
console.log(meta.width, meta.height);
