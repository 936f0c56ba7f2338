import type { MediaEmbedProvider } from 'ckeditor5';

/** Absolute URLs of the video files the api stores (it names them by their sniffed type). */
const VIDEO_FILE_URL = /^https?:\/\/[^\s"'<>]+\.(?:mp4|m4v|webm|ogv|ogg|mov)(?:[?#][^\s"'<>]*)?$/i;

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * CKEditor has no free video plugin, so an uploaded video is a media embed whose preview is a
 * plain `<video controls>`. With `previewsInData` the saved HTML is
 * `<figure class="media"><div data-oembed-url="URL"><video controls preload="metadata" src="URL"></video></div></figure>`,
 * which the api's sanitizer keeps and which reads back into the editor as the same embed.
 */
export const uploadedVideoProvider: MediaEmbedProvider = {
  name: 'uploadedVideo',
  url: VIDEO_FILE_URL,
  html: (match) =>
    `<video controls preload="metadata" src="${escapeAttribute(match[0] ?? '')}"></video>`,
};

/** MediaEmbed's default providers render iframes and scripts that the api strips on save;
 * removing them keeps the editor from showing embeds that would vanish. */
export const removedDefaultProviders = [
  'dailymotion',
  'spotify',
  'youtube',
  'vimeo',
  'instagram',
  'twitter',
  'googleMaps',
  'flickr',
  'facebook',
];

export function isVideoFileUrl(url: string): boolean {
  return VIDEO_FILE_URL.test(url);
}
