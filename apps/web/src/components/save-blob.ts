/** Saves bytes as a file the browser downloads (a contract's PDF, a sandbox sample). */
export const saveBlob = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers; a second later it is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
