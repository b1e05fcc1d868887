export { createFilesRoute, type VerifyToken } from './files.http.ts';
export type { StoredFile } from './files.repository.ts';
export { findOwnedImage, resolveOwnedImage } from './files.service.ts';
export { toProfileImage } from './profile-image.ts';
