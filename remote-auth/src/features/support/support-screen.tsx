import { Button, getPublicConfig, Icon, supportContacts, useLoaded, type SupportContact } from '@app/shared';
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

const ICONS = { telegram: 'support', zalo: 'user', hotline: 'support' } as const;

// The contacts the operators set in the console; one they left unset is not listed (no link that
// leads nowhere). A call opens the phone's dialer; a link, the app in a new tab.
function Contacts({ contacts }: { contacts: SupportContact[] }) {
  if (contacts.length === 0) return <p className={styles.muted}>Bộ phận hỗ trợ chưa công bố kênh liên hệ. Vui lòng quay lại sau.</p>;
  return (
    <div className={styles.links}>
      {contacts.map((contact) => (
        <a
          key={contact.kind}
          className={styles.linkButton}
          href={contact.href}
          {...(contact.kind === 'hotline' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        >
          <Icon name={ICONS[contact.kind]} />
          {contact.label}
        </a>
      ))}
    </div>
  );
}

export default function SupportScreen() {
  // Its failure is said here, in place of the contacts, not in a toast as well.
  const config = useLoaded(() => getPublicConfig({ silent: true }), []);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Hỗ trợ</h1>
      <section className={styles.card} aria-labelledby="contact-title">
        <h2 id="contact-title" className={styles.cardTitle}>
          Liên hệ với chúng tôi
        </h2>
        {config.data ? (
          <Contacts contacts={supportContacts(config.data.support)} />
        ) : config.error ? (
          <>
            <p className={styles.muted} role="alert">
              Không tải được kênh liên hệ. Vui lòng thử lại.
            </p>
            <Button variant="secondary" size="sm" onClick={config.reload}>
              Thử lại
            </Button>
          </>
        ) : (
          <p className={styles.muted} aria-busy="true">
            Đang tải kênh liên hệ...
          </p>
        )}
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
