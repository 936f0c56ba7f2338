// Our own 24×24 line icons, one drawing for each name whichever app shows it: the shapes alone,
// drawn by Icon (icon.tsx) or composed into a larger picture. Stroke-only, so they take the text
// colour of wherever they sit. One module each (glyphs/), re-exported here, so an app carries
// only the glyphs it draws and each chunk only those its code draws
// (`import * as glyphs from '@agency/ui/glyphs'`, then `glyphs.check`); looking one up by a name
// from content (`glyphs[name]`) brings the whole set into that chunk.
export type { Glyph } from './glyphs/glyph';
export { browser } from './glyphs/browser';
export { star } from './glyphs/star';
export { megaphone } from './glyphs/megaphone';
export { compass } from './glyphs/compass';
export { hub } from './glyphs/hub';
export { chat } from './glyphs/chat';
export { wrench } from './glyphs/wrench';
export { sliders } from './glyphs/sliders';
export { phone } from './glyphs/phone';
export { chart } from './glyphs/chart';
export { heart } from './glyphs/heart';
export { rocket } from './glyphs/rocket';
export { gauge } from './glyphs/gauge';
export { palette } from './glyphs/palette';
export { target } from './glyphs/target';
export { search } from './glyphs/search';
export { plug } from './glyphs/plug';
export { pen } from './glyphs/pen';
export { mail } from './glyphs/mail';
export { layers } from './glyphs/layers';
export { shield } from './glyphs/shield';
export { calendar } from './glyphs/calendar';
export { clock } from './glyphs/clock';
export { sun } from './glyphs/sun';
export { type } from './glyphs/type';
export { check } from './glyphs/check';
export { pin } from './glyphs/pin';
export { code } from './glyphs/code';
export { users } from './glyphs/users';
export { camera } from './glyphs/camera';
export { document } from './glyphs/document';
export { arrow } from './glyphs/arrow';
export { external } from './glyphs/external';
export { library } from './glyphs/library';
export { plus } from './glyphs/plus';
export { conversation } from './glyphs/conversation';
export { microphone } from './glyphs/microphone';
export { image } from './glyphs/image';
export { layout } from './glyphs/layout';
export { alert } from './glyphs/alert';
export { info } from './glyphs/info';
export { monitor } from './glyphs/monitor';
export { connections } from './glyphs/connections';
export { chip } from './glyphs/chip';
export { gear } from './glyphs/gear';
