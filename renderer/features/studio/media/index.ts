/**
 * Media of the studio's drafts: <MediaUpload> (pick, upload with progress, get the name to put in
 * the item) and readVideoDuration (a video's length read from the file). The live-course
 * editors use them for recordings and thumbnails.
 */
export { MediaUpload, type MediaUploadProps } from './media-upload.tsx';
export { readVideoDuration } from './read-video-duration.ts';
