-- A post's feature image: an image uploaded to the tenant's media store (its file name there),
-- with the text that describes it. Shown on the blog list and the post, drawn into the post's
-- share card, named in its structured data. NULL for a post without one.
ALTER TABLE posts ADD COLUMN feature_image text;
ALTER TABLE posts ADD COLUMN feature_image_alt text NOT NULL DEFAULT '';
