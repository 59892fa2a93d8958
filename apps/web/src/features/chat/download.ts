/** Saves `content` as a file named `fileName` through a temporary object URL. */
export function downloadTextFile(
  fileName: string,
  content: string,
  type = 'text/markdown;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
