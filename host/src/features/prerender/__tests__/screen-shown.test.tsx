import { render, screen } from '@testing-library/react';
import { AppForm, FormField } from '@app/shared';
import { ScreenShown } from '../screen-shown';
import { prepareTakeOver } from '../take-over';

// The real form, as the sign-up screen uses it: react-final-form registers its fields in an effect,
// after the commit that drew them, and only a registered field becomes "touched" on blur.
function SignUp() {
  return (
    <AppForm onSubmit={() => undefined}>
      <FormField
        name="phone"
        label="phone"
        validate={(value) => (value && value.length >= 10 ? undefined : 'Số điện thoại không hợp lệ')}
      />
    </AppForm>
  );
}

it("a field typed into and left on the drawn screen shows the form's error once the app takes over", () => {
  document.body.innerHTML = '<div id="root"></div><div id="prerendered"><form><input name="phone" value="" /></form></div>';
  (document.querySelector('#prerendered input') as HTMLInputElement).value = '12345';
  const root = document.getElementById('root')!;
  prepareTakeOver(root);
  render(
    <>
      <SignUp />
      <ScreenShown />
    </>,
    { container: root },
  );
  expect(document.getElementById('prerendered')).toBeNull();
  expect(screen.getByLabelText('phone')).toHaveValue('12345');
  expect(screen.getByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
});
