import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { ApiError } from '@app/shared';
import { resetPaymentCache } from '@app/shared/signed-in';
import { DepositForm, validateDeposit } from '../deposit-form';
import { submitDeposit } from '../deposit-runtime';
import { primeCache } from './helpers';

jest.mock('../deposit-runtime', () => ({ ...jest.requireActual('../deposit-runtime'), submitDeposit: jest.fn() }));

const submit = jest.mocked(submitDeposit);

beforeEach(() => {
  localStorage.clear();
  resetPaymentCache();
  submit.mockReset();
});

describe('validateDeposit', () => {
  const limits = { min: 10_000, max: 100_000_000 };
  it.each([
    [{}, 'bank_id', 'Vui lòng chọn ngân hàng'],
    [{ bank_id: 3 }, 'amount', 'Vui lòng nhập số tiền'],
    [{ bank_id: 3, amount: '0' }, 'amount', 'Vui lòng nhập số tiền'],
    [{ bank_id: 3, amount: '9999' }, 'amount', 'Số tiền nạp tối thiểu là 10.000\u00a0đ'],
    [{ bank_id: 3, amount: '100000001' }, 'amount', 'Số tiền nạp tối đa là 100.000.000\u00a0đ'],
  ])('%p → %s: %s', (values, field, message) => {
    expect(validateDeposit(values as never, limits)[field as 'amount']).toBe(message);
  });
  it('accepts a valid deposit', () => {
    expect(validateDeposit({ bank_id: 3, amount: '500000' }, limits)).toEqual({});
  });
  it('says the configs are missing when they are not loaded', () => {
    expect(validateDeposit({ bank_id: 3, amount: '500000' }, null).amount).toBe('Chưa tải được cấu hình hệ thống');
  });
});

describe('DepositForm', () => {
  it('shows the vendor cards, the amount field and the quick amounts', () => {
    primeCache();
    renderWithProviders(<DepositForm />);
    expect(screen.getByTestId('vendor-option-3')).toHaveTextContent('MB Bank');
    expect(screen.getByTestId('vendor-option-4')).toHaveTextContent('Vietcombank');
    expect(screen.getByTestId('deposit-amount')).toHaveAttribute('placeholder', 'Nhập số tiền');
    const chips = screen.getByRole('group', { name: 'Chọn nhanh số tiền' });
    expect(chips).toHaveTextContent('50K100K200K500K1M2M5M10M');
  });

  it('shows each validation message on submit', async () => {
    primeCache({ min: 50_000, max: 1_000_000 });
    const { user } = renderWithProviders(<DepositForm />);
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('Vui lòng chọn ngân hàng')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập số tiền')).toBeInTheDocument();

    await user.click(screen.getByTestId('vendor-option-3'));
    expect(screen.queryByText('Vui lòng chọn ngân hàng')).not.toBeInTheDocument();
    expect(screen.getByTestId('vendor-option-3')).toHaveAttribute('aria-checked', 'true');

    await user.type(screen.getByTestId('deposit-amount'), '1000');
    await user.tab();
    expect(screen.getByText('Số tiền nạp tối thiểu là 50.000 đ')).toBeInTheDocument();

    // Only the quick amounts inside the limits are offered; a typed one is refused with the limit.
    expect(screen.getByRole('group', { name: 'Chọn nhanh số tiền' })).toHaveTextContent('50K100K200K500K1M');
    expect(screen.queryByTestId('quick-amount-2000000')).not.toBeInTheDocument();
    await user.clear(screen.getByTestId('deposit-amount'));
    await user.type(screen.getByTestId('deposit-amount'), '2000000');
    await user.tab();
    expect(screen.getByTestId('deposit-amount')).toHaveValue('2.000.000');
    expect(screen.getByText('Số tiền nạp tối đa là 1.000.000 đ')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('says the configs are not loaded', async () => {
    primeCache({ configs: false });
    const { user } = renderWithProviders(<DepositForm />);
    await user.click(screen.getByTestId('vendor-option-3'));
    await user.click(screen.getByTestId('quick-amount-500000'));
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('Chưa tải được cấu hình hệ thống')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends {vendorId, amount}; the button is disabled with a spinner while sending', async () => {
    primeCache();
    let finish!: () => void;
    submit.mockReturnValue(new Promise((resolve) => (finish = () => resolve({} as never))));
    const { user } = renderWithProviders(<DepositForm />);
    await user.click(screen.getByTestId('vendor-option-4'));
    await user.click(screen.getByTestId('quick-amount-1000000'));
    await user.click(screen.getByTestId('deposit-submit'));
    expect(submit).toHaveBeenCalledWith(4, 1_000_000, expect.any(Function));
    expect(screen.getByTestId('deposit-submit')).toBeDisabled();
    expect(screen.getByTestId('deposit-submit')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('deposit-submit')).toHaveTextContent('Đang tạo giao dịch...');
    // The answer was lost and the request goes again: the button says so.
    act(() => submit.mock.calls[0][2]!());
    expect(screen.getByTestId('deposit-submit')).toHaveTextContent('Mất kết nối, đang gửi lại...');
    finish();
    await waitFor(() => expect(screen.getByTestId('deposit-submit')).not.toBeDisabled());
    expect(screen.getByTestId('deposit-submit')).toHaveTextContent('Nạp tiền');
  });

  it('shows the server message when creation fails', async () => {
    primeCache();
    submit.mockRejectedValue(
      new ApiError({ status: 400, message: 'Ngân hàng nhận tiền không còn hoạt động, vui lòng chọn ngân hàng khác' }),
    );
    const { user } = renderWithProviders(<DepositForm />);
    await user.click(screen.getByTestId('vendor-option-3'));
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '200000' } });
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findAllByText('Ngân hàng nhận tiền không còn hoạt động, vui lòng chọn ngân hàng khác')).not.toHaveLength(0);
  });
});
