import { useState } from 'react';
import { addDays, Button, vietnamDateOf } from '@app/shared';
import { EXPORT_LABELS, reportRangeProblem, type ExportKind, type ExportQuery } from '@app/shared/contracts';
import { consoleExportCsv } from '../../api/console-export-csv';
import { ActionDialog } from './action-dialog';
import { useOperatorMay } from './operator-access';

// The rule the server applies to a range, said before asking it.
function rangeErrors(values: Record<string, string | undefined>): Record<string, string> | undefined {
  const problem = reportRangeProblem({ from: values.from, to: values.to });
  return problem ? { [problem.field]: problem.message } : undefined;
}

function save({ blob, filename }: { blob: Blob; filename: string }) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Xuất CSV": the rows behind a list, for a range of days (the last 30 by default) and the list's
 * own filter, as a file Excel opens. Only for the roles that may take the players' data out.
 */
export function ExportButton({
  kind,
  filters = {},
  summary,
  range,
}: {
  kind: ExportKind;
  filters?: Omit<ExportQuery, 'from' | 'to'>;
  summary?: string;
  /** The range the screen shows, to start from instead of the last 30 days. */
  range?: { from: string; to: string };
}) {
  const may = useOperatorMay('reports');
  const [open, setOpen] = useState(false);
  if (!may) return null;
  const today = vietnamDateOf(new Date());
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Xuất CSV
      </Button>
      <ActionDialog
        open={open}
        title={`Xuất CSV: ${EXPORT_LABELS[kind]}`}
        summary={
          <p>{summary ?? 'Các dòng có thời gian tạo trong khoảng ngày đã chọn (giờ Việt Nam). Việc xuất tệp được ghi vào nhật ký.'}</p>
        }
        fields={[
          { name: 'from', label: 'Từ ngày', kind: 'date' },
          { name: 'to', label: 'Đến ngày', kind: 'date' },
        ]}
        initialValues={range ?? { from: addDays(today, -29), to: today }}
        validate={rangeErrors}
        confirmLabel="Tải tệp CSV"
        onSubmit={async (values) => {
          const file = await consoleExportCsv(kind, { ...filters, from: values.from, to: values.to });
          save(file);
          return `Đã tải ${file.filename}.`;
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
