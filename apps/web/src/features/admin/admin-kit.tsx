import { useState, type ReactNode } from 'react';
import { App, Button, Form, Input, Modal, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TAdminCall } from '@exchange/contracts';
import { LIMITS } from '@exchange/contracts';
import { adminCall, errorText } from './admin-api';

/** A console screen: its title (the page's one h1), actions on the right, then its body. */
export function AdminPage({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <div className="admin-page-title">
        <h1>{title}</h1>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** A time as the console shows every time: UTC, to the second (the audit log's and the jobs' clock). */
export function formatUtc(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  return `${new Date(ms).toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}

/** True when a write was held for a second operator (two-person rule) instead of done. */
export function isPendingApproval(data: unknown): data is { approvalId: string; pending: true } {
  return typeof data === 'object' && data !== null && (data as { pending?: unknown }).pending === true;
}

/**
 * A write from the console: calls it, says what happened (done, or sent for a second operator's
 * approval, or the server's refusal), and refreshes the queries named by `invalidate` (key prefixes).
 */
export function useAdminWrite<TReq extends z.ZodType, TRes extends z.ZodType>(call: TAdminCall<TReq, TRes>, invalidate: readonly (readonly unknown[])[] = []) {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<TReq>) => adminCall(call, input),
    onSuccess: async (data) => {
      if (isPendingApproval(data)) message.info(t('shell.approvalRequested'));
      else message.success(t('shell.done'));
      await Promise.all(invalidate.map((key) => queryClient.invalidateQueries({ queryKey: [...key] })));
    },
    onError: (error) => {
      message.error(errorText(error));
    },
  });
}

/** The reason field of every operator write's form (3 to 500 characters, recorded with the write). */
export function ReasonField({ rows, testId }: { rows: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="reason" label={t('shell.reason')} rules={[{ required: true, min: 3, max: 500, whitespace: true, message: t('shell.reasonRule') }]}>
      <Input.TextArea data-testid={testId} rows={rows} maxLength={LIMITS.reasonMaxLength} />
    </Form.Item>
  );
}

/** A write's refusal under its form (nothing when there is none). */
export function FormError({ error }: { error: string }) {
  return error ? (
    <div role="alert" className="admin-error">
      {error}
    </div>
  ) : null;
}

/**
 * A button that asks for the reason before it acts (every operator write is recorded with its
 * reason): a dialog with the reason (3 to 500 characters) and a confirm button; the dialog stays
 * open with the server's refusal if the call fails.
 */
export function ReasonButton({
  label,
  title,
  danger,
  type = 'default',
  disabled,
  onConfirm,
  extraFields,
  testId,
}: {
  label: ReactNode;
  title: ReactNode;
  danger?: boolean;
  type?: 'default' | 'primary' | 'link';
  disabled?: boolean;
  /** Resolves when done; rejects to keep the dialog open (its message shown). */
  onConfirm: (reason: string, values: Record<string, string>) => Promise<unknown>;
  /** Other fields of the dialog (a transaction hash, a bank reference). */
  extraFields?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [form] = Form.useForm();
  const submit = async () => {
    let values: Record<string, string>;
    try {
      values = (await form.validateFields()) as Record<string, string>;
    } catch {
      return; // the form shows what is missing under each field
    }
    setBusy(true);
    setError('');
    try {
      await onConfirm(values.reason.trim(), values);
      setOpen(false);
      form.resetFields();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button danger={danger} type={type} disabled={disabled} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Modal open={open} title={title} okText={t('shell.confirm')} cancelText={t('shell.cancel')} confirmLoading={busy} okButtonProps={{ danger }} onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          {extraFields}
          <ReasonField rows={3} />
        </Form>
        <FormError error={error} />
      </Modal>
    </>
  );
}

/**
 * Tag tones with text dark enough on their background for WCAG AA (antd's preset tag colours are
 * lighter than 4.5:1).
 */
const TONES = {
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  gold: { color: '#613400', background: '#fffbe6', borderColor: '#ffe58f' },
  red: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  blue: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
  orange: { color: '#612500', background: '#fff7e6', borderColor: '#ffd591' },
  purple: { color: '#22075e', background: '#f9f0ff', borderColor: '#d3adf7' },
  grey: { color: '#262626', background: '#fafafa', borderColor: '#d9d9d9' },
} as const;
export type TTone = keyof typeof TONES;

export function ToneTag({ tone, children, testId }: { tone: TTone; children: ReactNode; testId?: string }) {
  return (
    <Tag style={TONES[tone]} data-testid={testId}>
      {children}
    </Tag>
  );
}
