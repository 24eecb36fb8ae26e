// The demo shop's contact forms, as data for the seed (like its products): the Liên hệ page, the product enquiry
// popup and the floating widget. A shop edits or replaces them; they are its content, not the product's wording.
// Each is a definition as src/features/contact-forms/form-definition.ts reads it (its test checks them all).

const signature = '-- \n[_site_title]\n[_site_url]';
const sentFrom = '-- \nGửi từ trang [_post_title] ([_url]) lúc [_time] ngày [_date].\nĐịa chỉ IP: [_remote_ip]';
const toShop = { active: true, recipient: '[_site_admin_email]', sender: '[_site_title] <[_site_admin_email]>', attachments: '', use_html: false, exclude_blank: true };
const inactive = { ...toShop, active: false, recipient: '', subject: '', additional_headers: '', body: '' };
const settings = { acceptanceAsValidation: false, autop: true };

const contactPage = {
  title: 'Liên hệ',
  template: `<label> Họ và tên (bắt buộc)
    [text* your-name autocomplete:name] </label>

<label> Địa chỉ e-mail (bắt buộc)
    [email* your-email autocomplete:email] </label>

<label> Số điện thoại
    [tel your-phone autocomplete:tel] </label>

<label> Tiêu đề
    [text your-subject] </label>

<label> Lời nhắn (bắt buộc)
    [textarea* your-message minlength:10 maxlength:2000] </label>
Còn lại [count your-message down] ký tự

[acceptance dong-y] Tôi đồng ý để cửa hàng dùng các thông tin trên để trả lời tôi, theo <a href="/dieu-khoan-va-dieu-kien/">điều khoản và điều kiện</a>. [/acceptance]

Câu hỏi kiểm tra (để chúng tôi biết bạn không phải máy):
[quiz kiem-tra "Thủ đô của Việt Nam là thành phố nào?|Hà Nội" "Năm cộng ba bằng mấy (viết bằng số)?|8" "Một tuần có mấy ngày (viết bằng số)?|7"]

[submit "Gửi tin nhắn"]`,
  mail: {
    ...toShop,
    subject: '[_site_title] "[your-subject]"',
    additional_headers: 'Reply-To: [your-name] <[your-email]>',
    body: `Từ: [your-name] <[your-email]>\nĐiện thoại: [your-phone]\nTiêu đề: [your-subject]\n\nLời nhắn:\n[your-message]\n\n${sentFrom}`,
  },
  mail2: {
    ...toShop,
    recipient: '[your-name] <[your-email]>',
    subject: '[_site_title] đã nhận được tin nhắn của bạn',
    additional_headers: 'Reply-To: [_site_admin_email]',
    body: `Chào [your-name],\n\nCảm ơn bạn đã liên hệ với [_site_title]. Chúng tôi đã nhận được tin nhắn dưới đây và sẽ trả lời bạn sớm nhất có thể.\n\nTiêu đề: [your-subject]\nLời nhắn:\n[your-message]\n\n${signature}`,
  },
  messages: {},
  settings,
};

const productEnquiry = {
  title: 'Hỏi về sản phẩm',
  template: `<label> Sản phẩm
    [text product-name] </label>

<label> Họ và tên (bắt buộc)
    [text* your-name autocomplete:name] </label>

<label> Số điện thoại (bắt buộc)
    [tel* your-phone autocomplete:tel] </label>

<label> E-mail
    [email your-email autocomplete:email] </label>

<label> Bạn muốn hỏi gì về sản phẩm? (bắt buộc)
    [textarea* your-message x4 maxlength:1000] </label>

<label> Nhập mã trong hình
    [captchac ma-xac-nhan] [captchar ma-xac-nhan] </label>

[submit "Gửi câu hỏi"]`,
  mail: {
    ...toShop,
    subject: '[_site_title] Hỏi về sản phẩm: [product-name]',
    additional_headers: 'Reply-To: [your-name] <[your-email]>',
    body: `Sản phẩm: [product-name]\nTừ: [your-name]\nĐiện thoại: [your-phone]\nE-mail: [your-email]\n\nCâu hỏi:\n[your-message]\n\n${sentFrom}`,
  },
  mail2: inactive,
  messages: { mail_sent_ok: 'Cảm ơn bạn! Chúng tôi sẽ gọi lại hoặc trả lời câu hỏi về sản phẩm này sớm nhất có thể.' },
  settings,
};

const contactWidget = {
  title: 'Liên hệ nhanh',
  template: `<label> Họ và tên
    [text* your-name autocomplete:name] </label>

<label> Số điện thoại
    [tel* your-phone autocomplete:tel] </label>

<label> Bạn cần tư vấn gì?
    [textarea your-message x3 maxlength:500] </label>

[submit "Gọi lại cho tôi"]`,
  mail: {
    ...toShop,
    subject: '[_site_title] Khách cần gọi lại: [your-name] [your-phone]',
    additional_headers: '',
    body: `Khách: [your-name]\nĐiện thoại: [your-phone]\n\nCần tư vấn:\n[your-message]\n\n${sentFrom}`,
  },
  mail2: inactive,
  messages: { mail_sent_ok: 'Cảm ơn bạn! Nhân viên cửa hàng sẽ gọi lại cho bạn trong giờ làm việc.' },
  settings,
};

export const demoForms = { contactPage, productEnquiry, contactWidget } as const;

/** The slug each is stored under: the Liên hệ page shows the form named like the page. */
export const demoFormSlugs = { contactPage: 'lien-he', productEnquiry: 'hoi-ve-san-pham', contactWidget: 'lien-he-nhanh' } as const;
