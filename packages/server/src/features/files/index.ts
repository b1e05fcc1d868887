export { createFilesRoute, type VerifyToken } from './files.http.ts';
export type { StoredFile } from './files.repository.ts';
export {
  findFile,
  findFilesOfUser,
  findOwnedImage,
  resolveOwnedImage,
  thumbnailUrls,
} from './files.service.ts';
export { fileUrl } from './keys.ts';
export { toProfileImage } from './profile-image.ts';
