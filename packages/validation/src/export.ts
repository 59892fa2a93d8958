/** Export Data page (spec sections 2, 3, 4 "Export", 9). */
import { z } from 'zod';
import { EXPORT_FILE_PREFIX, EXPORT_MB_PER_TYPE } from './constants';
import { formatDueDate } from './dates';
import { MESSAGES } from './messages';

export const EXPORT_DATA_TYPES = ['profile', 'sessions', 'goals', 'summaries', 'analytics'] as const;
export type ExportDataType = (typeof EXPORT_DATA_TYPES)[number];

export const EXPORT_DATA_TYPE_LABELS: Record<ExportDataType, string> = {
  profile: 'Profile Information',
  sessions: 'Chat Sessions',
  goals: 'Goals & Progress',
  summaries: 'Session Summaries',
  analytics: 'Usage Analytics',
};

export const EXPORT_DATA_TYPE_DESCRIPTIONS: Record<ExportDataType, string> = {
  profile: 'Your name, email, preferences and account settings, and what your mentor remembers about you',
  sessions: 'Your conversations with your AI mentors',
  goals: 'Your goals, milestones and progress, and your inspiration board',
  summaries: 'Summaries, key insights and action items of your sessions',
  analytics: 'Your usage statistics, session activity and AI usage records',
};

/** Per-type size labels of spec section 9. */
export const EXPORT_SIZE_LABELS: Record<ExportDataType, string> = {
  profile: '< 1 KB',
  sessions: '~15 MB',
  goals: '~2 KB',
  summaries: '~5 MB',
  analytics: '~1 KB',
};

export const EXPORT_FORMATS = ['json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportSelectionSchema = z.object({
  types: z
    .array(z.enum(EXPORT_DATA_TYPES), { error: MESSAGES.export.noneSelectedTitle })
    .min(1, { error: MESSAGES.export.noneSelectedTitle }),
  format: z.literal('json', { error: MESSAGES.export.invalidFormat }).default('json'),
});
export type ExportSelection = z.infer<typeof exportSelectionSchema>;

/**
 * The query of `GET /api/account/export`: `types` as a comma-separated list (or the parameter repeated), `format`
 * json (the default). None, or any unknown type, is refused with the spec's 'No data selected — ...' message.
 * The answer has the selected types in the spec's order, each once.
 */
export const exportQuerySchema = z.object({
  types: z
    .union([z.string(), z.array(z.string())], { error: MESSAGES.export.noneSelected })
    .transform((v) =>
      [v]
        .flat()
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    )
    .pipe(
      z
        .array(z.enum(EXPORT_DATA_TYPES, { error: MESSAGES.export.noneSelected }))
        .min(1, { error: MESSAGES.export.noneSelected }),
    )
    .transform((types) => EXPORT_DATA_TYPES.filter((t) => types.includes(t))),
  format: z.literal('json', { error: MESSAGES.export.invalidFormat }).default('json'),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** Estimated export size: about 5 MB per selected type, e.g. '~15 MB'. */
export function estimatedExportSizeLabel(selectedCount: number): string {
  return `~${selectedCount * EXPORT_MB_PER_TYPE} MB`;
}

/** 'mentorai-export-YYYY-MM-DD.json' (local date). */
export function exportFileName(now: Date, ext: string = 'json'): string {
  return `${EXPORT_FILE_PREFIX}-export-${formatDueDate(now)}.${ext}`;
}

/** The downloaded JSON document: the current user record, export time, selected types and format. */
export function buildExportDocument<U>(input: { user: U; types: readonly ExportDataType[]; now: Date }): {
  user: U;
  exportedAt: string;
  dataTypes: ExportDataType[];
  format: ExportFormat;
} {
  return {
    user: input.user,
    exportedAt: input.now.toISOString(),
    dataTypes: EXPORT_DATA_TYPES.filter((t) => input.types.includes(t)),
    format: 'json',
  };
}
