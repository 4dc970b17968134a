import { useState, type ReactNode } from 'react';
import {
  AnnouncementMarquee,
  AppForm,
  FormError,
  FormField,
  MaintenanceBanner,
  SITE_CONTENT_MESSAGES,
  SITE_TEXT_MAX,
  SubmitButton,
  formatVietnamDateTime,
  hotline,
  maintenanceIsOver,
  maintenanceMessage,
  maintenanceTime,
  notify,
  siteAnnouncement,
  siteContentInputOf,
  siteContentOf,
  siteContentProblems,
  supportContacts,
  telegramUrl,
  useLoaded,
  zaloUrl,
  type ConsoleSiteContentDto,
  type SiteContentInput,
} from '@app/shared';
import { consoleGetSiteContent } from '../../api/console-get-site-content';
import { consoleSaveSiteContent } from '../../api/console-save-site-content';
import { LoadState, Panel, Screen } from '../kit/kit';
import * as k from '../kit/kit.css';
import * as s from './site-content.css';

const FIELDS = ['announcement', 'maintenanceMessage', 'maintenanceFrom', 'maintenanceUntil', 'telegramUrl', 'zaloUrl', 'hotline'] as const;

type Values = Partial<SiteContentInput>;

// A field emptied in the form is undefined to final-form; to the server it is '' (none).
const filled = (values: Values): SiteContentInput =>
  Object.fromEntries(FIELDS.map((name) => [name, (values[name] ?? '').trim()])) as unknown as SiteContentInput;

function Preview({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={s.preview}>
      <p className={s.previewLabel}>{label}</p>
      <div className={s.previewFrame}>{children}</div>
    </div>
  );
}

// What the players will see with the values typed so far, before anything is saved.
function AnnouncementPreview({ values }: { values: SiteContentInput }) {
  const { announcement } = siteContentOf(values);
  if (!announcement) return <p className={k.muted}>Không có thông báo: người chơi không thấy dòng chữ chạy.</p>;
  return (
    <Preview label="Xem trước">
      <AnnouncementMarquee text={announcement} />
    </Preview>
  );
}

function MaintenancePreview({ values }: { values: SiteContentInput }) {
  const { maintenance } = siteContentOf(values);
  if (!maintenance) return <p className={k.muted}>Không có thông báo bảo trì.</p>;
  if (maintenanceIsOver(maintenance))
    return <p className={k.muted}>Thời gian kết thúc đã qua: người chơi không còn thấy thông báo này. Hãy xóa nó hoặc đổi thời gian.</p>;
  return (
    <Preview label="Xem trước">
      <MaintenanceBanner notice={maintenance} />
    </Preview>
  );
}

function SupportPreview({ values }: { values: SiteContentInput }) {
  const contacts = supportContacts(siteContentOf(values).support);
  return (
    <p className={k.muted}>
      {contacts.length
        ? `Người chơi thấy: ${contacts.map((contact) => contact.label).join(', ')}.`
        : 'Không có kênh liên hệ nào: nút Hỗ trợ ở trang đăng nhập được ẩn và trang Hỗ trợ báo chưa có kênh liên hệ.'}
    </p>
  );
}

function SiteContentForm({ content }: { content: ConsoleSiteContentDto }) {
  const [saved, setSaved] = useState(content);
  return (
    <AppForm<Values>
      className={k.form}
      serverFields={FIELDS}
      failure="Không lưu được nội dung. Vui lòng thử lại."
      initialValues={siteContentInputOf(content)}
      validate={(values) => siteContentProblems(filled(values))}
      onSubmit={async (values, form) => {
        const answer = await consoleSaveSiteContent(filled(values));
        setSaved(answer.data);
        // What the server kept (trimmed, the hotline as digits) becomes the form's starting point.
        form.initialize(siteContentInputOf(answer.data));
        notify.success(answer.message);
      }}
    >
      {({ values }) => {
        const typed = filled(values);
        return (
          <>
            <Panel title="Thông báo chạy chữ">
              <FormField
                name="announcement"
                validate={siteAnnouncement}
                label="Nội dung thông báo"
                hint={`Một dòng, tối đa ${SITE_TEXT_MAX} ký tự; chạy dưới phần đầu trang của mọi người chơi. Để trống: không hiện.`}
                maxLength={SITE_TEXT_MAX}
              />
              <AnnouncementPreview values={typed} />
            </Panel>
            <Panel title="Thông báo bảo trì">
              <FormField
                name="maintenanceMessage"
                validate={maintenanceMessage}
                label="Nội dung thông báo bảo trì"
                hint="Chỉ là thông báo, không dừng trò chơi. Để trống: không hiện."
                maxLength={SITE_TEXT_MAX}
              />
              <div className={s.fields}>
                <FormField
                  name="maintenanceFrom"
                  validate={maintenanceTime}
                  type="datetime-local"
                  label="Bắt đầu (giờ Việt Nam)"
                  hint="Không bắt buộc."
                />
                <FormField
                  name="maintenanceUntil"
                  validate={maintenanceTime}
                  type="datetime-local"
                  label="Kết thúc (giờ Việt Nam)"
                  hint="Không bắt buộc; qua giờ này thông báo tự ẩn."
                />
              </div>
              <MaintenancePreview values={typed} />
            </Panel>
            <Panel title="Kênh liên hệ hỗ trợ">
              <div className={s.fields}>
                <FormField
                  name="telegramUrl"
                  validate={telegramUrl}
                  type="url"
                  inputMode="url"
                  label="Telegram"
                  placeholder="https://t.me/ten_tai_khoan"
                  autoComplete="off"
                />
                <FormField
                  name="zaloUrl"
                  validate={zaloUrl}
                  type="url"
                  inputMode="url"
                  label="Zalo"
                  placeholder="https://zalo.me/0912345678"
                  autoComplete="off"
                />
                <FormField
                  name="hotline"
                  validate={hotline}
                  type="tel"
                  inputMode="tel"
                  label="Hotline"
                  placeholder="0912345678 hoặc 19001234"
                  autoComplete="off"
                />
              </div>
              <SupportPreview values={typed} />
            </Panel>
            <FormError className={k.errorLine} />
            <div className={s.footer}>
              <SubmitButton busyText="Đang lưu...">Lưu nội dung</SubmitButton>
              <p className={k.muted}>
                {saved.updatedAt
                  ? `Lưu lần cuối lúc ${formatVietnamDateTime(saved.updatedAt)}${saved.updatedBy ? ` bởi ${saved.updatedBy}` : ''}.`
                  : 'Chưa lưu lần nào.'}
              </p>
            </div>
          </>
        );
      }}
    </AppForm>
  );
}

export function SiteContentScreen() {
  const loaded = useLoaded(consoleGetSiteContent, [], { failure: SITE_CONTENT_MESSAGES.load });
  return (
    <Screen
      title="Nội dung trang"
      subtitle="Thông báo, bảo trì và kênh liên hệ mà mọi người chơi thấy. Lưu xong, các trang đang mở thấy ngay; mỗi lần lưu được ghi vào nhật ký quản trị."
    >
      <LoadState loaded={loaded}>{(content) => <SiteContentForm content={content} />}</LoadState>
    </Screen>
  );
}
