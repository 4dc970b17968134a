import { getPublicConfig, Icon, SUPPORT_LINKS_DEFAULT, useLoaded } from '@app/shared';
import * as styles from '../screen.css';

const FAQ = [
  {
    q: 'Nạp tiền mất bao lâu?',
    a: 'Chuyển khoản bằng mã QR với đúng số tiền và đúng nội dung. Số dư được cộng tự động ngay khi ngân hàng báo tiền về, thường trong 1–3 phút.',
  },
  {
    q: 'Tôi chuyển sai nội dung hoặc sai số tiền thì sao?',
    a: 'Tiền không bị mất: giao dịch được giữ lại để bộ phận hỗ trợ kiểm tra và cộng vào tài khoản của bạn. Hãy gửi cho hỗ trợ ảnh biên lai chuyển khoản.',
  },
  {
    q: 'Mã QR hết hạn thì làm gì?',
    a: 'Mỗi mã QR dùng được 30 phút. Nếu đã hết hạn, đừng chuyển khoản theo mã cũ; hãy tạo giao dịch nạp tiền mới.',
  },
  {
    q: 'Rút tiền cần những gì?',
    a: 'Thêm tài khoản ngân hàng đứng tên bạn, thiết lập mật khẩu cấp 2, rồi tạo lệnh rút. Số tiền được giữ lại ngay và chuyển về tài khoản sau khi được duyệt.',
  },
  {
    q: 'Vì sao lệnh rút bị từ chối?',
    a: 'Thường do thông tin tài khoản ngân hàng không khớp. Khi bị từ chối, toàn bộ số tiền được hoàn lại vào số dư kèm lý do.',
  },
];

export default function SupportScreen() {
  // The defaults stand until the site's own links arrive, and if they never do.
  const config = useLoaded(getPublicConfig, []).data;
  const links = config ? { channel: config.supportChannelUrl, support: config.supportAccountUrl } : SUPPORT_LINKS_DEFAULT;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Hỗ trợ</h1>
      <section className={styles.card} aria-labelledby="contact-title">
        <h2 id="contact-title" className={styles.cardTitle}>
          Liên hệ với chúng tôi
        </h2>
        <div className={styles.links}>
          <a className={styles.linkButton} href={links.channel} target="_blank" rel="noopener noreferrer">
            <Icon name="support" />
            Kênh thông báo
          </a>
          <a className={styles.linkButton} href={links.support} target="_blank" rel="noopener noreferrer">
            <Icon name="user" />
            Tài khoản hỗ trợ
          </a>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.cardTitle}>
          Câu hỏi thường gặp
        </h2>
        {FAQ.map((item) => (
          <details key={item.q} className={styles.faq}>
            <summary className={styles.question}>{item.q}</summary>
            <p className={styles.answer}>{item.a}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
