/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { SelectField } from '@/components/ui/form/select-field';

function Select({ error, hint, id }: { error?: string; hint?: string; id?: string }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      id={id}
      label="字樣"
      name="fortune_word"
      value={value}
      placeholder="請選擇"
      options={[
        { group: '天干', options: [{ value: '甲', label: '甲' }] },
        { value: 'x', label: '其他' },
      ]}
      onChange={setValue}
      error={error}
      hint={hint}
    />
  );
}

function Choices({ error, framed }: { error?: string; framed?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <ChoiceGroup
      id="finger"
      legend="配戴手指"
      name="fortune_finger"
      value={value}
      framed={framed}
      choices={[
        { value: 'R1', label: '右手拇指' },
        { value: 'R2', label: '右手食指' },
      ]}
      onChange={setValue}
      error={error}
    />
  );
}

describe('the form kit (components/ui/form)', () => {
  it('a select is named by its label, its error read with it and marked invalid', () => {
    render(<Select error="請選擇字樣" />);
    const select = screen.getByRole('combobox', { name: '字樣' });
    expect(select).toHaveAccessibleDescription('請選擇字樣');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('name', 'fortune_word');
  });

  it('a select shows its hint while there is no error, and neither once an error replaces it', () => {
    const { rerender } = render(<Select hint="可稍後修改" />);
    expect(screen.getByRole('combobox', { name: '字樣' })).toHaveAccessibleDescription('可稍後修改');
    rerender(<Select hint="可稍後修改" error="請選擇字樣" />);
    expect(screen.queryByText('可稍後修改')).not.toBeInTheDocument();
  });

  it('a select offers the empty prompt first, then its options and option groups, and takes a given id', async () => {
    render(<Select id="word" />);
    const select = screen.getByRole('combobox', { name: '字樣' });
    expect(select).toHaveAttribute('id', 'word');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['請選擇', '甲', '其他']);
    expect(within(select).getByRole('group', { name: '天干' })).toContainElement(
      within(select).getByRole('option', { name: '甲' }),
    );
    await userEvent.setup().selectOptions(select, '甲');
    expect(select).toHaveValue('甲');
  });

  it.each([false, true])(
    'a radio group (framed: %s) is a fieldset named by its legend, its error read with it',
    async (framed) => {
      render(<Choices error="請選擇配戴手指" framed={framed} />);
      const group = screen.getByRole('group', { name: '配戴手指' });
      expect(group).toHaveAccessibleDescription('請選擇配戴手指');
      expect(within(group).getByRole('radio', { name: '右手拇指' })).toHaveAttribute('id', 'finger');
      expect(within(group).getByRole('radio', { name: '右手食指' })).not.toHaveAttribute('id');
      await userEvent.setup().click(within(group).getByRole('radio', { name: '右手食指' }));
      expect(within(group).getByRole('radio', { name: '右手食指' })).toBeChecked();
    },
  );
});
