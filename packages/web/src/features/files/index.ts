export { formatFileSize } from './file-size.ts';
export { type UploadedFile, uploadFile } from './upload-file.ts';
export { useUploadFile } from './useUploadFile.ts';
