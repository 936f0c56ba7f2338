/** Entities of spec section 3, with the reply shapes API.md fixes. */
export type Role = 'User' | 'SuperAdmin';

/** The user kept in the session (localStorage `user`). */
export interface SessionUser {
  id?: string;
  username: string;
  email: string;
  role: Role;
}

export interface UserProfile {
  id?: string;
  username: string;
  email: string;
  role: Role;
}

export interface ProfileUpdate {
  username: string;
  email: string;
  role?: Role;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** Body of login and register; `tenant` is the brand name. */
export interface Credentials {
  username: string;
  password: string;
  email: string;
  tenant: string;
}

export interface LoginReply {
  token: string;
  role: Role;
  username: string;
  email: string;
  id?: string;
  message?: string;
}

export interface MessageReply {
  message: string;
}

export type PublishStatus = 'Published' | 'Draft';

export interface Post {
  _id: string;
  slug?: string;
  title: string;
  excerpt?: string;
  content: string;
  tags: string[];
  publishStatus: PublishStatus | string;
  createdAt: string;
  updatedAt?: string;
  publishedAt?: string | null;
  likes: string[];
  dislikes: string[];
  metaTitle?: string;
  metaDescription?: string;
  metaKeywords?: string;
}

/** What the editor saves; the status field is named `status` here. */
export interface PostInput {
  title: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  status: PublishStatus;
  tags?: string[];
}

export interface Comment {
  _id: string;
  content: string;
  createdAt: string;
  author?: { username: string };
}

export interface MyComment {
  id: string;
  blogId: string;
  blogTitle: string;
  text: string;
}

export interface LikedPost {
  id: string;
  title: string;
}

export interface VoteReply {
  likes: string[];
  dislikes: string[];
}

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export interface NewsletterSubscription {
  email: string;
}

export type JobSlug = 'frontend-developer' | 'ux-ui-designer' | 'marketing-specialist';

export interface JobOpening {
  id: JobSlug;
  title: string;
  location: 'Remote';
  description: string;
  url: string;
  applyUrl: string;
}

export interface MediaUploadReply {
  url: string;
}

/** The blog's tag filter, in the spec's order (All is the filter's reset, not a tag). */
export const blogTags = [
  'Business',
  'Digital',
  'Strategy',
  'Content',
  'Marketing',
  'API',
  'Development',
  'Technology',
] as const;
export type BlogTag = (typeof blogTags)[number];
