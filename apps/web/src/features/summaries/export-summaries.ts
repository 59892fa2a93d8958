import {
  buildSummariesExport,
  summariesExportFileName,
  summariesToMarkdown,
  type SummaryListItem,
} from '@mentor/validation';

export type SummariesExportFormat = 'json' | 'md';

const MIME: Record<SummariesExportFormat, string> = {
  json: 'application/json',
  md: 'text/markdown',
};

/** The file 'Export All' downloads: its name and text for the given format, at `now`. */
export function summariesExportFile(
  summaries: readonly SummaryListItem[],
  format: SummariesExportFormat,
  now: Date,
): { fileName: string; mime: string; content: string } {
  const content =
    format === 'json'
      ? JSON.stringify(buildSummariesExport(summaries, now), null, 2)
      : summariesToMarkdown(summaries, now);
  return { fileName: summariesExportFileName(now, format), mime: MIME[format], content };
}

/** Downloads text as a file through a Blob and an object URL (no server call). */
function downloadTextFile(fileName: string, content: string, mime: string): void {
  const blob = new Blob([content], { type: `${mime};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick so the browser has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Builds and downloads the export; answers the file name. Throws when the browser refuses. */
export function exportSummaries(
  summaries: readonly SummaryListItem[],
  format: SummariesExportFormat,
  now: Date = new Date(),
): string {
  const file = summariesExportFile(summaries, format, now);
  downloadTextFile(file.fileName, file.content, file.mime);
  return file.fileName;
}
