import { saveBlob } from '../../lib/download';

/** Saves `content` as a file named `fileName` through a temporary object URL. */
export function downloadTextFile(
  fileName: string,
  content: string,
  type = 'text/markdown;charset=utf-8',
): void {
  saveBlob(fileName, new Blob([content], { type }));
}
