import { Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createReportInput, reportLimits, reportTypes, type ReportType } from '@vazife/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { UploadFormModal } from '../../../components/upload-form-modal';
import { contractValidation } from '../../../lib/contract-form';
import { useCreateReport, type CreateReportValues } from '../api/create-report';

const emptyReport: CreateReportValues = { title: '', content: '', report_type: null };

/** The contract's rules (title, content), and the type the select waits for, in the form's words. */
function createReportValidation(t: TFunction) {
  return contractValidation(
    createReportInput,
    (values: CreateReportValues) => ({ ...values, report_type: values.report_type ?? undefined }),
    (values) => ({ report_type: values.report_type ? null : t('reports.create.typeRequired') }),
  );
}

/** A worker's new report: type, title, content (50 characters suggested) and one optional file. */
export function CreateReportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<CreateReportValues>({ initialValues: emptyReport, validate: createReportValidation(t) });
  const create = useCreateReport();
  return (
    <UploadFormModal
      area="reports"
      opened={opened}
      onClose={onClose}
      form={form}
      create={create}
      bodyHint={t('reports.create.contentHint', {
        min: reportLimits.contentHint,
        count: form.values.content.trim().length,
      })}
    >
      <Select
        label={t('reports.typeLabel')}
        required
        data={reportTypes.map((value) => ({ value, label: t(`reports.types.${value}`) }))}
        comboboxProps={{ withinPortal: false }}
        data-testid="report-type"
        {...form.getInputProps('report_type')}
        onChange={(value) => form.setFieldValue('report_type', value as ReportType | null)}
      />
    </UploadFormModal>
  );
}
