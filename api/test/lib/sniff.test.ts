import { sniffMedia } from '../../src/lib/sniff';
import { FILES } from '../samples';

describe('sniffMedia', () => {
  it.each([
    ['png', FILES.png, 'image/png'],
    ['jpeg', FILES.jpeg, 'image/jpeg'],
    ['gif', FILES.gif, 'image/gif'],
    ['webp', FILES.webp, 'image/webp'],
    ['mp4', FILES.mp4, 'video/mp4'],
    ['webm', FILES.webm, 'video/webm'],
    ['ogg', FILES.ogv, 'video/ogg'],
  ])('recognizes %s', (_name, file, mime) => {
    expect(sniffMedia(file)?.mime).toBe(mime);
  });

  it.each([
    ['svg', FILES.svg],
    ['html', FILES.html],
    ['pdf', FILES.pdf],
    ['heic (an ISO file that is an image)', FILES.heic],
    ['ogg audio', FILES.oggAudio],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, file) => {
    expect(sniffMedia(file)).toBeUndefined();
  });
});
