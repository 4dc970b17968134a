import { render, screen } from '@testing-library/react';
import { Field, Form } from 'react-final-form';
import { ScreenShown } from '../screen-shown';
import { prepareTakeOver } from '../take-over';

// The real form library, as the sign-up screen uses it: it registers its fields in an effect, after
// the commit that drew them, and only a registered field becomes "touched" on blur.
function SignUp() {
  return (
    <Form
      onSubmit={() => undefined}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <Field name="phone" validate={(value?: string) => (value && value.length >= 10 ? undefined : 'Số điện thoại không hợp lệ')}>
            {({ input, meta }) => (
              <>
                <input {...input} aria-label="phone" />
                {meta.touched && meta.error ? <p>{meta.error}</p> : null}
              </>
            )}
          </Field>
        </form>
      )}
    />
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
