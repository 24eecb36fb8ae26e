import type { Kind } from './product-spec.server';

export interface PostSpec {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** What the post's picture shows. */
  picture: { kind: Kind; colour: string };
  daysAgo: number;
}

export const blogPosts: PostSpec[] = [
  {
    slug: 'xu-huong-thoi-trang-he-2026',
    title: 'Xu hướng thời trang hè 2026: nhẹ nhàng và bền vững',
    excerpt: 'Chất liệu tự nhiên, gam màu pastel và những thiết kế dễ phối là chìa khóa cho mùa hè năm nay.',
    content:
      '<p>Mùa hè 2026 chứng kiến sự trở lại mạnh mẽ của các chất liệu tự nhiên như lanh, lụa và cotton hữu cơ. Người tiêu dùng Việt ngày càng quan tâm đến nguồn gốc sản phẩm và tác động tới môi trường.</p>' +
      '<h2>Gam màu nổi bật</h2><p>Hồng phấn, xanh da trời và be sữa là ba gam màu được ưa chuộng nhất. Chúng dễ phối với nhau và phù hợp với làn da châu Á.</p>' +
      '<h2>Gợi ý phối đồ</h2><ul><li>Đầm maxi hoa nhí cùng sandal quai chéo cho buổi dạo biển.</li><li>Áo sơ mi linen cộc tay với quần short cho ngày cuối tuần.</li><li>Túi tote canvas cho mọi chuyến đi.</li></ul>' +
      '<p>Hãy ghé Cửa Hàng Việt để khám phá bộ sưu tập hè mới nhất với nhiều ưu đãi hấp dẫn.</p>',
    picture: { kind: 'dress', colour: '#ec7fa9' },
    daysAgo: 12,
  },
  {
    slug: 'cach-chon-size-ao-so-mi',
    title: 'Cách chọn size áo sơ mi vừa vặn',
    excerpt: 'Ba số đo đơn giản giúp bạn chọn đúng cỡ áo sơ mi khi mua sắm trực tuyến.',
    content:
      '<p>Một chiếc áo sơ mi vừa vặn giúp bạn trông chỉn chu hơn hẳn. Khi mua online, bạn chỉ cần ba số đo: vòng cổ, vòng ngực và chiều dài tay.</p>' +
      '<h2>Đo vòng ngực</h2><p>Quấn thước dây qua phần đầy nhất của ngực, giữ thước song song với mặt đất và cộng thêm 8–10 cm để áo thoải mái.</p>' +
      '<h2>Bảng size tham khảo</h2><ul><li>S: vòng ngực 84–88 cm</li><li>M: vòng ngực 88–92 cm</li><li>L: vòng ngực 92–96 cm</li><li>XL: vòng ngực 96–100 cm</li></ul>' +
      '<p>Nếu còn phân vân, hãy nhắn tin cho chúng tôi, đội ngũ tư vấn luôn sẵn sàng hỗ trợ.</p>',
    picture: { kind: 'shirt', colour: '#6fb1e6' },
    daysAgo: 35,
  },
  {
    slug: 'bi-quyet-bao-quan-do-da',
    title: 'Bí quyết bảo quản đồ da luôn như mới',
    excerpt: 'Túi xách, ví và giày da sẽ bền đẹp hàng chục năm nếu bạn chăm sóc đúng cách.',
    content:
      '<p>Đồ da thật là khoản đầu tư xứng đáng nếu được chăm sóc đúng cách. Khí hậu nóng ẩm của Việt Nam là kẻ thù lớn nhất của da.</p>' +
      '<h2>Những điều nên làm</h2><ul><li>Lau bụi bằng khăn mềm mỗi tuần.</li><li>Dưỡng da bằng xi không màu ba tháng một lần.</li><li>Cất trong túi vải kèm gói hút ẩm.</li></ul>' +
      '<h2>Những điều cần tránh</h2><p>Đừng phơi đồ da dưới nắng gắt hay sấy bằng máy sấy tóc, da sẽ nứt và bạc màu.</p>',
    picture: { kind: 'handbag', colour: '#7b5136' },
    daysAgo: 64,
  },
  {
    slug: 'trang-tri-nha-phong-cach-viet',
    title: 'Trang trí nhà theo phong cách Việt đương đại',
    excerpt: 'Gốm Bát Tràng, thổ cẩm và cói tự nhiên mang lại vẻ ấm cúng cho ngôi nhà hiện đại.',
    content:
      '<p>Phong cách Việt đương đại kết hợp đường nét tối giản với chất liệu thủ công truyền thống.</p>' +
      '<h2>Ba món đồ nên có</h2><ul><li>Lọ hoa gốm men lam đặt trên kệ sách.</li><li>Gối tựa thổ cẩm trên sofa.</li><li>Giỏ cói đựng đồ ở góc phòng.</li></ul>' +
      '<p>Chỉ vài thay đổi nhỏ, căn phòng của bạn sẽ mang đậm dấu ấn văn hóa Việt.</p>',
    picture: { kind: 'vase', colour: '#1f3a5f' },
    daysAgo: 90,
  },
];

export const shopPages: Omit<PostSpec, 'picture' | 'daysAgo'>[] = [
  {
    slug: 'gioi-thieu',
    title: 'Giới thiệu',
    excerpt: 'Cửa Hàng Việt mang đến thời trang và đồ gia dụng chất lượng, giá hợp lý cho mọi gia đình Việt.',
    content:
      '<p>Cửa Hàng Việt ra đời năm 2018 tại TP. Hồ Chí Minh với mong muốn đưa sản phẩm chất lượng, giá hợp lý đến mọi gia đình Việt.</p>' +
      '<h2>Cam kết của chúng tôi</h2><ul><li>Hàng chính hãng, nguồn gốc rõ ràng.</li><li>Đổi trả miễn phí trong 7 ngày.</li><li>Giao hàng toàn quốc, miễn phí cho đơn từ 500.000 ₫.</li></ul>' +
      '<p>Cảm ơn bạn đã đồng hành cùng Cửa Hàng Việt!</p>',
  },
  {
    slug: 'lien-he',
    title: 'Liên hệ',
    excerpt: 'Địa chỉ, số điện thoại và giờ làm việc của Cửa Hàng Việt.',
    content:
      '<p>Chúng tôi luôn sẵn lòng lắng nghe bạn.</p>' +
      '<ul><li>Địa chỉ: 123 Nguyễn Huệ, phường Bến Nghé, Quận 1, TP. Hồ Chí Minh</li><li>Điện thoại: 028 3822 1234</li><li>Hotline: 0909 123 456</li><li>E-mail: hotro@cuahangviet.vn</li></ul>' +
      '<p>Giờ làm việc: 8:00 – 21:00 từ thứ Hai đến Chủ nhật.</p>',
  },
  {
    slug: 'dieu-khoan-va-dieu-kien',
    title: 'Điều khoản và điều kiện',
    excerpt: 'Các điều khoản áp dụng khi mua sắm tại Cửa Hàng Việt.',
    content:
      '<h2>1. Đặt hàng</h2><p>Đơn hàng được xác nhận qua e-mail. Cửa Hàng Việt có quyền từ chối đơn hàng khi sản phẩm hết hàng hoặc thông tin không chính xác.</p>' +
      '<h2>2. Giá và thanh toán</h2><p>Giá niêm yết bằng đồng Việt Nam và đã bao gồm thuế giá trị gia tăng. Chúng tôi nhận thanh toán khi nhận hàng và chuyển khoản ngân hàng.</p>' +
      '<h2>3. Đổi trả</h2><p>Sản phẩm còn nguyên tem mác được đổi trả trong vòng 7 ngày kể từ ngày nhận hàng.</p>' +
      '<h2>4. Bảo mật</h2><p>Thông tin cá nhân của bạn chỉ được dùng để xử lý đơn hàng và không chia sẻ cho bên thứ ba.</p>',
  },
];

export const commentTexts = [
  'Bài viết rất hữu ích, cảm ơn shop đã chia sẻ!',
  'Mình đã thử áp dụng và thấy hiệu quả thật sự.',
  'Shop có thể viết thêm về cách phối đồ cho người dáng thấp không ạ?',
  'Đọc xong muốn mua ngay mấy món trong bài luôn.',
  'Thông tin chi tiết, dễ hiểu. Mong shop ra thêm nhiều bài nữa.',
];

export const commentReplies = [
  'Cảm ơn bạn đã đọc bài! Cửa Hàng Việt sẽ sớm có bài viết về chủ đề này.',
  'Rất vui vì bài viết giúp ích cho bạn.',
  'Mình cũng thấy vậy, đúng là đáng thử!',
];
