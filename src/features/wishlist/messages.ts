// Wishlist refusals added with decision 080; they belong with the others in src/lib/messages/wishlist.ts.
export const wishlistRefusals = {
  nameHiddenCharacters: 'Tên danh sách không được chứa xuống dòng, ký tự điều khiển hay ký tự ẩn.',
} as const;
