export { ExpiredFileLinks } from './ExpiredFileLinks.tsx';
export { type FileLinks, FileLinksProvider, useFileLinks } from './FileLinksProvider.tsx';
export { type FileLink, linkExpiry } from './file-links.ts';
export { formatFileSize } from './file-size.ts';
export { linkOfUpload, type UploadedFile, uploadFile } from './upload-file.ts';
export { useUploadFile } from './useUploadFile.ts';
