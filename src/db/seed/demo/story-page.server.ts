// The media route's address of a picture at a width (features/media/image-urls.ts; db/ may not import a feature).
const imageUrl = (id: number, width: 300 | 1200) => `/media/${id}-${width}.webp`;

// Big Buck Bunny (Blender Foundation, CC BY 3.0): a film any shop may show.
const videoId = 'aqz-KE-bpKQ';

const section = (link: string, title: string) =>
  `<span class="scroll-to" data-label="Scroll to: #${link}" data-bullet="true" data-link="#${link}" data-title="${title}"><a name="${link}"></a></span>`;

const tab = (id: string, title: string, active: boolean) =>
  `<li class="tab${active ? ' active' : ''}" role="presentation"><a href="#tab_${id}" role="tab" aria-controls="tab_${id}">${title}</a></li>`;
const panel = (id: string, text: string, active: boolean) => `<div id="tab_${id}" class="panel${active ? ' active' : ''}" role="tabpanel"><p>${text}</p></div>`;

const question = (q: string, a: string) =>
  `<details class="accordion-item" name="hoi-dap"><summary class="accordion-title">${q}</summary><div class="accordion-inner"><p>${a}</p></div></details>`;

const picture = (id: number, caption: string) =>
  `<a class="image-lightbox" href="${imageUrl(id, 1200)}" title="${caption}"><img src="${imageUrl(id, 300)}" width="300" height="200" alt="${caption}" loading="lazy"></a>`;

/**
 * The demo's 'Câu chuyện' page: every content block of spec 2.1 in one place (single-page menu, scroll-to sections
 * with bullets, count-ups, a lazy video, an image lightbox gallery, tabs, an accordion, a sticky sidebar), so each
 * can be seen and tested. `pictures` are the blog's pictures, with their captions.
 */
export function storyPage(pictures: { id: number; caption: string }[]) {
  const content =
    '<ul class="nav nav-single-page" aria-label="Mục lục"></ul>' +
    '<div class="row-sidebar"><div class="col-main">' +
    section('cau-chuyen', 'Câu chuyện') +
    '<h2>Từ một sạp vải nhỏ</h2><p>Cửa Hàng Việt bắt đầu từ một sạp vải ở chợ Bến Thành năm 2018. Hôm nay chúng tôi phục vụ khách hàng khắp 34 tỉnh thành.</p>' +
    '<ul class="story-figures"><li><strong class="count-up">12.500</strong> khách hàng thân thiết</li><li><strong class="count-up">34</strong> tỉnh thành</li><li><strong class="count-up">98</strong>% đơn giao đúng hẹn</li></ul>' +
    section('video', 'Video') +
    '<h2>Một ngày ở xưởng</h2>' +
    `<div class="lazy-video" data-embed="https://www.youtube-nocookie.com/embed/${videoId}"><a href="https://www.youtube.com/watch?v=${videoId}">` +
    `<img src="https://i.ytimg.com/vi/${videoId}/hqdefault.jpg" width="480" height="360" loading="lazy" alt="Video: một ngày ở xưởng">` +
    '<span class="lazy-video__icon" aria-hidden="true"></span></a></div>' +
    section('hinh-anh', 'Hình ảnh') +
    '<h2>Hình ảnh</h2><div class="lightbox-gallery">' + pictures.map((p) => picture(p.id, p.caption)).join('') + '</div>' +
    section('chinh-sach', 'Chính sách') +
    '<h2>Chính sách</h2><div class="tabbed-content"><ul class="nav" role="tablist">' +
    tab('giao-hang', 'Giao hàng', true) + tab('doi-tra', 'Đổi trả', false) + tab('thanh-toan', 'Thanh toán', false) +
    '</ul><div class="tab-panels">' +
    panel('giao-hang', 'Giao hàng toàn quốc trong 2–5 ngày; miễn phí cho đơn từ 500.000 ₫.', true) +
    panel('doi-tra', 'Đổi trả miễn phí trong 7 ngày với sản phẩm còn nguyên tem mác.', false) +
    panel('thanh-toan', 'Thanh toán khi nhận hàng hoặc chuyển khoản qua mã VietQR.', false) +
    '</div></div>' +
    section('hoi-dap', 'Hỏi đáp') +
    '<h2>Hỏi đáp</h2><div class="accordion" rel="1">' +
    question('Bao lâu tôi nhận được hàng?', 'Nội thành TP. Hồ Chí Minh 1–2 ngày, các tỉnh khác 2–5 ngày.') +
    question('Tôi có được kiểm tra hàng trước khi nhận không?', 'Có, bạn được mở hộp kiểm tra trước khi thanh toán.') +
    question('Làm sao để đổi size?', 'Gọi hotline 0909 123 456 hoặc gửi yêu cầu ở trang Liên hệ trong vòng 7 ngày.') +
    '</div></div>' +
    '<aside class="is-sticky-column"><h3>Cần tư vấn?</h3><p>Hotline: 0909 123 456<br>8:00 – 21:00 mỗi ngày</p><p><a href="/lien-he/">Gửi câu hỏi cho chúng tôi</a></p></aside>' +
    '</div>';
  return { slug: 'cau-chuyen', title: 'Câu chuyện Cửa Hàng Việt', excerpt: 'Hành trình của Cửa Hàng Việt: con số, hình ảnh, chính sách và những câu hỏi thường gặp.', content };
}
