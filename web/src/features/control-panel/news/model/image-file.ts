import { UPLOAD_MAX_BYTES } from '../../../../../../domain/constants/uploads.constants';

// What the server takes as an image (DESIGN 11), told before a file is sent: the server checks the
// file's own bytes again, whatever its name or type claims.

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** For the file picker: the same four types. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type FileProblem = 'fileTooLarge' | 'fileType';

export function imageFileProblem(file: Pick<File, 'size' | 'type'>): FileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  return file.size > UPLOAD_MAX_BYTES ? 'fileTooLarge' : null;
}
