/**
 * includeFields / excludeFields of catalogue queries: dotted paths ('configurable_children.sku')
 * reach into objects and into every element of arrays. Include keeps only the named paths;
 * exclude then removes paths. '*' alone excludes everything (a facet-only query).
 */
type Json = unknown;

interface PathTree {
  [key: string]: PathTree | true;
}

function buildTree(paths: readonly string[]): PathTree {
  const tree: PathTree = {};
  for (const path of paths) {
    const parts = path.split('.').filter(Boolean);
    let node = tree;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = true;
        return;
      }
      const next = node[part];
      if (next === true) return;
      node[part] ??= {};
      node = node[part] as PathTree;
    });
  }
  return tree;
}

function include(value: Json, tree: PathTree): Json {
  if (Array.isArray(value)) return value.map((item) => include(item, tree));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, Json>;
  const out: Record<string, Json> = {};
  for (const [key, sub] of Object.entries(tree)) {
    if (!(key in source)) continue;
    out[key] = sub === true ? source[key] : include(source[key], sub);
  }
  return out;
}

function exclude(value: Json, tree: PathTree): Json {
  if (Array.isArray(value)) return value.map((item) => exclude(item, tree));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = { ...(value as Record<string, Json>) };
  for (const [key, sub] of Object.entries(tree)) {
    if (!(key in out)) continue;
    if (sub === true) delete out[key];
    else out[key] = exclude(out[key], sub);
  }
  return out;
}

export function projectFields<T extends Record<string, unknown>>(
  doc: T,
  includeFields?: readonly string[] | null,
  excludeFields?: readonly string[] | null,
): Record<string, unknown> {
  if (excludeFields?.includes('*')) return {};
  let result: Json = doc;
  if (includeFields && includeFields.length > 0) result = include(result, buildTree(includeFields));
  if (excludeFields && excludeFields.length > 0) result = exclude(result, buildTree(excludeFields));
  return result as Record<string, unknown>;
}
