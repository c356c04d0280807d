/** Hands bytes to the browser to save under `name` (the URL is freed once the save has begun). */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A text file the browser saves (a CSV, a list of file names). */
export const saveText = (name: string, text: string, type = 'text/plain') =>
  saveBlob(name, new Blob([text], { type: `${type};charset=utf-8` }));
