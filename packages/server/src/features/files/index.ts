export { type DownloadSource, registerDownloadSource } from './download-sources.ts';
export { type FileLinks, fileLinksOf } from './file-links.ts';
export { createFilesRoute, type VerifyToken } from './files.http.ts';
export type { StoredFile } from './files.repository.ts';
export type { Download } from './files.service.ts';
export {
  findAttachableFiles,
  findFile,
  findFilesOfUser,
  findOwnedImage,
  resolveOwnedImage,
  thumbnailUrls,
  uploadFile,
} from './files.service.ts';
export { pictureLink, toProfileImage } from './profile-image.ts';
