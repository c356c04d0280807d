import { getToken } from './client';

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

/**
 * A private file through the signed-in fetch (a plain link cannot send the token: a ZIP, a PDF),
 * saved under `name`. `path` is below /api.
 */
export async function downloadWithToken(path: string, name: string): Promise<void> {
  const token = getToken();
  const res = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`ответ сервера ${res.status}`);
  saveBlob(name, await res.blob());
}
