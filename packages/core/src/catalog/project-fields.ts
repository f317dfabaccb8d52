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

/** A path tree as lists of its keys, each with its subtree (true: the whole value). */
type PathList = [string, PathList | true][];

function listOf(tree: PathTree): PathList {
  return Object.entries(tree).map(([key, sub]) => [key, sub === true ? true : listOf(sub)]);
}

function include(value: Json, paths: PathList): Json {
  if (Array.isArray(value)) return value.map((item) => include(item, paths));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, Json>;
  const out: Record<string, Json> = {};
  for (let at = 0; at < paths.length; at++) {
    const [key, sub] = paths[at]!;
    if (!(key in source)) continue;
    out[key] = sub === true ? source[key] : include(source[key], sub);
  }
  return out;
}

function exclude(value: Json, paths: PathList): Json {
  if (Array.isArray(value)) return value.map((item) => exclude(item, paths));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = { ...(value as Record<string, Json>) };
  for (let at = 0; at < paths.length; at++) {
    const [key, sub] = paths[at]!;
    if (!(key in out)) continue;
    if (sub === true) delete out[key];
    else out[key] = exclude(out[key], sub);
  }
  return out;
}

/**
 * The projection of documents to the fields asked for, its paths read once: a page applies it
 * to each of its documents.
 */
export function fieldProjection(
  includeFields?: readonly string[] | null,
  excludeFields?: readonly string[] | null,
): <T extends Record<string, unknown>>(doc: T) => Record<string, unknown> {
  if (excludeFields?.includes('*')) return () => ({});
  const included = includeFields?.length ? listOf(buildTree(includeFields)) : null;
  const excluded = excludeFields?.length ? listOf(buildTree(excludeFields)) : null;
  return (doc) => {
    let result: Json = doc;
    if (included) result = include(result, included);
    if (excluded) result = exclude(result, excluded);
    return result as Record<string, unknown>;
  };
}

export function projectFields<T extends Record<string, unknown>>(
  doc: T,
  includeFields?: readonly string[] | null,
  excludeFields?: readonly string[] | null,
): Record<string, unknown> {
  return fieldProjection(includeFields, excludeFields)(doc);
}
