/**
 * The skus a product is stocked under on a shelf: a simple product (or a configurable's child)
 * under its own sku, a configurable parent under each of its children that is not switched off
 * (status 2 or more). A shelf never holds a configurable parent itself.
 */
export function shelfSkusOf(entry: {
  parent: {
    sku: string;
    type_id: string;
    configurable_children?: readonly { sku: string; status: number }[];
  };
  child: { sku: string } | null;
}): string[] {
  if (entry.child) return [entry.child.sku];
  if (entry.parent.type_id === 'configurable') {
    return (entry.parent.configurable_children ?? [])
      .filter((child) => child.status < 2)
      .map((child) => child.sku);
  }
  return [entry.parent.sku];
}

/** Whether a product of this type is held on a shelf under its own sku (a configurable is not). */
export function isShelfType(typeId: string): boolean {
  return typeId !== 'configurable';
}
