/** Copies text to the clipboard; false when the browser does not allow it (no permission, not a secure page). */
export async function copyText(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) return false;
  const refused = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1500));
  return Promise.race([
    navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    ),
    refused,
  ]);
}
