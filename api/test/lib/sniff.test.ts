import { sniffMedia } from '../../src/lib/sniff';
import { ACCEPTED_MEDIA, FILES } from '../samples';

describe('sniffMedia', () => {
  it.each(ACCEPTED_MEDIA)('recognizes %s', (_name, file, mime) => {
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
