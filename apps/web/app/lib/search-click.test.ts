import { describe, expect, it } from 'vitest';
import { productSkuOfPath } from './search-click.ts';

describe('the sku of a product page path', () => {
  it('is the first part after /p/, in both store views', () => {
    expect(productSkuOfPath('/p/SLE-100047/lotje-en-lars-basic-boxpakje')).toBe('SLE-100047');
    expect(productSkuOfPath('/de/p/SLE-100047/basic-strampler/SLE-100047-LIL-68')).toBe(
      'SLE-100047',
    );
    expect(productSkuOfPath('/p/A%2FB/x')).toBe('A/B');
  });

  it('is null for other pages', () => {
    expect(productSkuOfPath('/c/kinderwagens')).toBeNull();
    expect(productSkuOfPath('/de/c/kinderwagen')).toBeNull();
    expect(productSkuOfPath('/p/')).toBeNull();
    expect(productSkuOfPath('/shop/p/X/y')).toBeNull();
  });
});
