// Wishlist refusals added with decision 080; they belong with the others in src/lib/messages/wishlist.ts.
export const wishlistRefusals = {
  nameHiddenCharacters: 'Tên danh sách không được chứa xuống dòng, ký tự điều khiển hay ký tự ẩn.',
  tooManyLists: (max: number) => `Bạn đã có ${max} danh sách yêu thích, số danh sách tối đa. Hãy thêm sản phẩm vào một danh sách sẵn có.`,
  wishlistFull: (max: number) => `Danh sách này đã có ${max} sản phẩm, số sản phẩm tối đa của một danh sách.`,
  estimateNotesTooLong: (max: number) => `Ghi chú dài tối đa ${max.toLocaleString('vi-VN')} ký tự.`,
  estimateTooMany: 'Bạn đã gửi nhiều yêu cầu báo giá. Vui lòng thử lại sau.',
} as const;
