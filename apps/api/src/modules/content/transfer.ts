/**
 * Export and import of the content store as files: one JSON file per story at
 * `<dir>/<full_slug>.json` with its newest draft and whether it is published. An import checks
 * every file against the contract first (the root component decides: page, blog_article or
 * theme) and refuses the whole import when one file is wrong, naming the file and the field;
 * then it stores every draft (and with `publish` publishes each) in one transaction, which
 * announces the change so every API process clears its content cache.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  BlogArticleContent,
  PageContent,
  STORY_SLUG_MAX_LENGTH,
  ThemeContent,
} from '@shop/contracts';
import { embeddedGroupId, embeddedStoryIdentity } from '@shop/db';
import { z } from 'zod';
import type { ContentRepository, ImportedStory } from './repository.ts';

/** A story file: what the export writes and the import reads. */
const StoryFile = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  uuid: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be a uuid')
    .optional(),
  name: z.string().trim().min(1).max(200),
  /** When given, it must be the file's path (without .json) under the folder. */
  full_slug: z.string().max(STORY_SLUG_MAX_LENGTH).optional(),
  /** Translations share it; absent: the story's own. */
  group_id: z.string().min(1).max(100).nullable().optional(),
  tag_list: z.array(z.string().min(1).max(100)).max(50).default([]),
  /** Whether the story is published (export); ignored by an import without --publish. */
  published: z.boolean().optional(),
  first_published_at: z.string().nullable().optional(),
  content: z.looseObject({ component: z.string() }),
});
type StoryFile = z.infer<typeof StoryFile>;

/** The schema of a story's content by its root component. */
const CONTENT_SCHEMAS: Record<string, z.ZodType<Record<string, unknown>>> = {
  page: PageContent,
  blog_article: BlogArticleContent,
  theme: ThemeContent,
};

const SLUG_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;

/** An import refused: every problem as `file: field: message`. */
export class ContentImportRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`Import refused, nothing was imported:\n${problems.join('\n')}`);
    this.name = 'ContentImportRefused';
  }
}

/** Writes every story (its newest draft, whether published) as `<dir>/<full_slug>.json`. */
export async function exportStories(stories: ContentRepository, dir: string): Promise<number> {
  const all = await stories.all();
  for (const story of all) {
    const file: StoryFile = {
      id: story.id,
      uuid: story.uuid,
      name: story.name,
      full_slug: story.fullSlug,
      group_id: story.groupId,
      tag_list: story.tagList,
      published: story.content !== null,
      first_published_at: story.firstPublishedAt?.toISOString() ?? null,
      content: story.draftContent as StoryFile['content'],
    };
    const path = join(dir, `${story.fullSlug}.json`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify(file, null, 2)}\n`);
  }
  return all.length;
}

/** The JSON files under a folder, by path relative to it ('/' separated), sorted. */
async function storyFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Reads and checks every story file; the problems of every file, or the stories. */
async function readStoryFiles(
  dir: string,
): Promise<{ stories: ImportedStory[]; problems: string[] }> {
  const problems: string[] = [];
  const stories: ImportedStory[] = [];
  const files = await storyFilesUnder(dir);
  for (const file of files) {
    const fileProblems: string[] = [];
    const problem = (field: string, message: string) =>
      fileProblems.push(`${file}: ${field}: ${message}`);
    const fullSlug = file.slice(0, -'.json'.length);
    if (fullSlug.length > STORY_SLUG_MAX_LENGTH) {
      problem('full_slug', `must be at most ${STORY_SLUG_MAX_LENGTH} characters`);
    }
    if (!fullSlug.split('/').every((segment) => SLUG_SEGMENT.test(segment))) {
      problem('full_slug', 'each part of the path must be lower-case letters, digits, - or _');
    }
    let json: unknown;
    try {
      json = JSON.parse(await readFile(join(dir, file), 'utf8'));
    } catch (error) {
      problem('(file)', `not JSON: ${(error as Error).message}`);
      problems.push(...fileProblems);
      continue;
    }
    const parsed = StoryFile.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problem(pathOf(issue.path), issue.message);
      problems.push(...fileProblems);
      continue;
    }
    const story = parsed.data;
    if (story.full_slug !== undefined && story.full_slug.replace(/^\/+|\/+$/g, '') !== fullSlug) {
      problem('full_slug', `must be the file's path, ${fullSlug}`);
    }
    const schema = CONTENT_SCHEMAS[story.content.component];
    let content: Record<string, unknown> = story.content;
    if (!schema) {
      problem('content.component', 'must be page, blog_article or theme');
    } else {
      const checked = schema.safeParse(story.content);
      if (checked.success) content = checked.data;
      else {
        for (const issue of checked.error.issues) {
          problem(pathOf(['content', ...issue.path]), issue.message);
        }
      }
    }
    if (fileProblems.length > 0) {
      problems.push(...fileProblems);
      continue;
    }
    const identity = embeddedStoryIdentity(fullSlug);
    stories.push({
      id: story.id ?? identity.id,
      uuid: story.uuid ?? identity.uuid,
      fullSlug,
      name: story.name,
      groupId: story.group_id,
      newGroupId: embeddedGroupId(fullSlug),
      tagList: story.tag_list,
      contentType: story.content.component,
      content,
    });
  }
  if (files.length === 0) problems.push(`${dir}: no story files (*.json) in this folder`);
  return { stories, problems };
}

/**
 * Imports the story files of a folder: all of them, or none when one is wrong (the problems
 * are thrown as ContentImportRefused).
 */
export async function importStories(
  stories: ContentRepository,
  dir: string,
  options: { publish: boolean; now: Date },
): Promise<{ created: number; updated: number }> {
  const read = await readStoryFiles(dir);
  if (read.problems.length > 0) throw new ContentImportRefused(read.problems);
  return stories.importStories(read.stories, options);
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(story)' : path.map(String).join('.');
}
