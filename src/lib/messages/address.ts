// Address: the administrative units' selects (decision 012).
export const address = {
  unitsUnavailable: 'Không tải được danh sách địa chỉ. Vui lòng thử lại sau ít phút.',
} as const;
