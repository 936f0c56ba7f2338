import {
  Alignment,
  BlockQuote,
  Bold,
  Essentials,
  FontFamily,
  FontSize,
  Heading,
  Image,
  ImageResize,
  ImageStyle,
  ImageTextAlternative,
  ImageToolbar,
  ImageUpload,
  Italic,
  Link,
  List,
  MediaEmbed,
  Paragraph,
  RemoveFormat,
  Strikethrough,
  Underline,
  type EditorConfig,
} from 'ckeditor5';
import { messages } from '../../content/messages';
import { MediaUpload } from './media-upload';
import { MediaUploadAdapterPlugin } from './upload-adapter';
import { removedDefaultProviders, uploadedVideoProvider } from './video-provider';

/** The editor's toolbar: headers 1 and 2, font, size, bold, italic, underline, strike,
 * blockquote, ordered and bullet lists, link, image and video (one picker), alignment and
 * clean; images resize from their own toolbar. */
export const toolbarItems = [
  'undo',
  'redo',
  '|',
  'heading',
  '|',
  'fontFamily',
  'fontSize',
  '|',
  'bold',
  'italic',
  'underline',
  'strikethrough',
  '|',
  'blockQuote',
  'numberedList',
  'bulletedList',
  '|',
  'link',
  'uploadMedia',
  '|',
  'alignment',
  'removeFormat',
];

/** Everything here produces only markup the api's sanitizer keeps (api/src/lib/html.ts). */
export function createEditorConfig(label: string): EditorConfig {
  return {
    // CKEditor 5 is used under its GPL licence; this key makes no network call.
    licenseKey: 'GPL',
    plugins: [
      Essentials,
      Paragraph,
      Heading,
      FontFamily,
      FontSize,
      Bold,
      Italic,
      Underline,
      Strikethrough,
      BlockQuote,
      List,
      Link,
      Image,
      ImageToolbar,
      ImageStyle,
      ImageResize,
      ImageTextAlternative,
      ImageUpload,
      MediaEmbed,
      MediaUpload,
      Alignment,
      RemoveFormat,
    ],
    extraPlugins: [MediaUploadAdapterPlugin],
    root: { placeholder: messages.editorPlaceholder, label },
    toolbar: { items: toolbarItems, shouldNotGroupWhenFull: false },
    heading: {
      options: [
        { model: 'paragraph', title: 'Paragraph', class: 'ck-heading_paragraph' },
        { model: 'heading1', view: 'h1', title: 'Heading 1', class: 'ck-heading_heading1' },
        { model: 'heading2', view: 'h2', title: 'Heading 2', class: 'ck-heading_heading2' },
      ],
    },
    fontSize: { options: ['tiny', 'small', 'default', 'big', 'huge'] },
    alignment: { options: ['left', 'center', 'right', 'justify'] },
    link: { defaultProtocol: 'https://' },
    image: {
      // What the api accepts (it reads the type from the content).
      upload: { types: ['jpeg', 'png', 'gif', 'webp'] },
      resizeUnit: '%',
      resizeOptions: [
        { name: 'resizeImage:original', value: null, label: 'Original size' },
        { name: 'resizeImage:25', value: '25', label: '25%' },
        { name: 'resizeImage:50', value: '50', label: '50%' },
        { name: 'resizeImage:75', value: '75', label: '75%' },
      ],
      toolbar: [
        'imageStyle:inline',
        'imageStyle:block',
        'imageStyle:side',
        '|',
        'resizeImage',
        '|',
        'imageTextAlternative',
      ],
    },
    mediaEmbed: {
      previewsInData: true,
      removeProviders: removedDefaultProviders,
      extraProviders: [uploadedVideoProvider],
    },
  };
}
