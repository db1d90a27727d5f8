'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { call } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import type { GeneralAddress } from '@/lib/contract/types';
import { canAddAddress, MEMBER_MESSAGES } from '@/lib/domain/validation/member';
import { MEMBER_KEYS, useAddresses } from '@/lib/hooks/use-member';
import { AddressForm } from './address-form';
import styles from './address-book.module.css';
import panel from '@/components/ui/panel.module.css';

const pick = ({ name, phone, postal_code, city, district, address }: GeneralAddress) => ({
  name,
  phone,
  postal_code,
  city,
  district,
  address,
});

/**
 * Frequent recipients (spec-coverage “Members: session and screens”): each row static or in edit mode, one edited at a time;
 * editing hides the add form; failures of create, update and delete only release the buttons.
 */
export function AddressBook() {
  const { data: rows, error } = useAddresses();
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const reload = () => mutate(MEMBER_KEYS.addresses);

  if (error) return <p role="alert">常用收件人載入失敗，請稍後再試。</p>;
  if (!rows) return <p role="status">載入中…</p>;

  const remove = async (id: number) => {
    setBusy(id);
    try {
      await call(bffApi(), 'POST user/general-addresses/batch-delete', { body: { _method: 'delete', id: [id] } });
      if (editing === id) setEditing(null);
      await reload();
    } catch {
      // no message (spec-coverage “Members: session and screens”)
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {rows.length === 0 ? <p>尚無常用收件人。</p> : null}
      <ul className={styles.addressList} aria-label="常用收件人">
        {rows.map((row) => (
          <li key={row.id} className={styles.addressRow}>
            {editing === row.id ? (
              <AddressForm
                label={`編輯收件人 ${row.name}`}
                initial={pick(row)}
                submitLabel="更新"
                onCancel={() => setEditing(null)}
                onSave={async (values) => {
                  await call(bffApi(), 'PUT user/general-addresses/{id}', { params: { id: row.id }, body: values });
                  setEditing(null);
                  await reload();
                }}
              />
            ) : (
              <div className={styles.addressStatic}>
                <div>
                  <strong>{row.name}</strong> {row.phone}
                  <br />
                  {row.full_address ?? `${row.postal_code} ${row.city}${row.district}${row.address}`}
                </div>
                <div className={panel.actions}>
                  <button
                    type="button"
                    className={panel.secondary}
                    onClick={() => setEditing(row.id)}
                    aria-label={`編輯 ${row.name}`}
                  >
                    編輯
                  </button>
                  <button
                    type="button"
                    className={panel.secondary}
                    disabled={busy === row.id}
                    onClick={() => void remove(row.id)}
                    aria-label={`刪除 ${row.name}`}
                  >
                    刪除
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === null && canAddAddress(rows.length) ? (
        <>
          <h2 className={panel.subtitle}>新增收件人</h2>
          <AddressForm
            label="新增收件人"
            submitLabel="新增"
            onSave={async (values) => {
              await call(bffApi(), 'POST user/general-addresses', { body: values });
              await reload();
            }}
          />
        </>
      ) : null}
      {!canAddAddress(rows.length) ? <p className={panel.hint}>{MEMBER_MESSAGES.addressFull}</p> : null}
    </>
  );
}
