/** Placeholder until the shared HTTP client lands (scripts/net/, branch i11f). */
export interface DownloadOptions {
  endpoint: string;
  allowLoopback: boolean;
  log: (line: string) => void;
}

export async function downloadBikeShops(_options: DownloadOptions): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  return { ok: false, message: 'The online import is not available yet.' };
}
