/** Which viewer a file gets, by its extension (uploads) or the kind the server named (samples). */
export type FileKind = 'image' | 'pdf' | 'docx' | 'xlsx' | 'audio' | 'video' | 'text' | 'other';

const BY_EXT: Record<string, FileKind> = {
  png: 'image', jpg: 'image', jpeg: 'image', gif: 'image', webp: 'image', svg: 'image', bmp: 'image',
  pdf: 'pdf', docx: 'docx', xlsx: 'xlsx',
  mp3: 'audio', wav: 'audio', ogg: 'audio', m4a: 'audio', flac: 'audio',
  mp4: 'video', webm: 'video', ogv: 'video', mov: 'video',
  txt: 'text', md: 'text', json: 'text', ts: 'text', tsx: 'text', js: 'text', sql: 'text', csv: 'text', log: 'text', xml: 'text', html: 'text', css: 'text', py: 'text', java: 'text',
};

export function fileKind(name: string): FileKind {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return BY_EXT[ext] ?? 'other';
}

/** The highlighter's language for a text file ('' lets it guess). */
export function codeLanguage(name: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return ({ ts: 'typescript', tsx: 'typescript', js: 'typescript', json: 'json', sql: 'sql', md: 'markdown' } as Record<string, string>)[ext] ?? '';
}
