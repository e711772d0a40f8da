# ruff: noqa: E501  (mail markup is data: the cases stay one line each)
"""Session 26 second link pass (issue 21): the classes of holdout7's link and kind misses, and
the usual reset, verify, confirm and sign-in wording of the extraction languages, each both
ways (the right link and kind, and no link where the mail has no answer link)."""

from __future__ import annotations

import base64

import pytest

from mailsocket_mcp.mail.extract import extract

TOKEN = "q8Zr2Lx0Vb7Np4Ks9Tw1"


def _found(subject: str, text: str = "", html: str = "") -> tuple[str | None, str | None]:
    found = extract(subject, text, html)
    return found.magic_link, found.link_kind


def _tracked(target: str) -> str:
    """A click tracker that writes its target as base64url in its path, then signs it."""
    encoded = base64.urlsafe_b64encode(target.encode()).decode().rstrip("=")
    return f"https://l.mailer.test/r/{encoded}/9AFFS4aCRqaZ"


# ---- A reset link that says "change the password" in the mail's language ----------------------


@pytest.mark.parametrize(
    ("subject", "intro", "label", "target"),
    [
        ("Redefina sua senha", "Recebemos um pedido para alterar a senha da sua conta.", "Alterar senha", "https://loja.test/conta/redefinir?token={t}"),
        ("Reimposta la password", "Abbiamo ricevuto una richiesta di modifica della password.", "Cambia password", "https://negozio.test/account/reimpostare?token={t}"),
        ("Réinitialisation du mot de passe", "Vous avez demandé à changer votre mot de passe.", "Changer mon mot de passe", "https://boutique.test/compte/reinitialiser?token={t}"),
        ("Şifre sıfırlama", "Şifrenizi değiştirmek için bir talep aldık.", "Şifreni değiştir", "https://magaza.test/hesap/sifirla?token={t}"),
        ("Сброс пароля", "Мы получили запрос на смену пароля.", "Изменить пароль", "https://magazin.test/akkaunt/sbros?token={t}"),
        ("Atur ulang kata sandi", "Kami menerima permintaan untuk mengubah kata sandi Anda.", "Ubah kata sandi", "https://toko.test/akun/atur-ulang?token={t}"),
        ("Đặt lại mật khẩu", "Chúng tôi đã nhận được yêu cầu đổi mật khẩu.", "Đổi mật khẩu", "https://cuahang.test/tai-khoan/dat-lai?token={t}"),
        ("重置密码", "我们收到了修改您账户密码的请求。", "修改密码", "https://shop.test/zhanghu/chongzhi?token={t}"),
        ("تغيير كلمة المرور", "تلقينا طلبًا لتغيير كلمة المرور.", "تغيير كلمة المرور", "https://souq.test/hesab/tagyir?token={t}"),
        ("Restablece tu contraseña", "Hemos recibido una solicitud para cambiar la contraseña.", "Cambiar contraseña", "https://farmacia.test/cuenta/restablecer?token={t}"),
    ],
    ids=["pt", "it", "fr", "tr", "ru", "id", "vi", "zh", "ar", "es"],
)  # fmt: skip
def test_a_tracked_reset_link_labelled_change_password_is_found_as_reset(
    subject: str, intro: str, label: str, target: str
) -> None:
    target = target.format(t=TOKEN)
    html = f"<p>{intro}</p><a href='{_tracked(target)}'>{label}</a><p>Footer</p>"
    assert _found(subject, html=html) == (target, "reset")


@pytest.mark.parametrize(
    ("subject", "html"),
    [
        ("Tu contraseña ha sido cambiada", "<p>Tu contraseña ha sido cambiada.</p><a href='https://farmacia.test/cuenta/seguridad'>Cambiar contraseña</a>"),
        ("Sua senha foi alterada", "<p>Sua senha foi alterada.</p><a href='https://loja.test/ajuda/senha'>Alterar senha</a>"),
        ("Пароль изменён", "<p>Ваш пароль был изменён.</p><a href='https://magazin.test/nastroyki'>Изменить пароль</a>"),
        ("Yeni kampanya", f"<p>Yeni ürünler!</p><a href='https://magaza.test/kampanya/{TOKEN}'>Alışverişe başla</a>"),
    ],
    ids=["es-settings", "pt-help", "ru-settings", "tr-promo"],
)  # fmt: skip
def test_a_change_password_page_without_a_secret_is_not_a_magic_link(
    subject: str, html: str
) -> None:
    assert _found(subject, html=html)[0] is None


# ---- "Confirm your e-mail" is verify, whatever its address says ---------------------------------


@pytest.mark.parametrize(
    ("subject", "label", "href"),
    [
        ("Confirm your email address", "Confirm email address", "https://portal.test/confirm-email?ref={t}"),
        ("Confirme seu e-mail", "Confirmar e-mail", "https://app.test/confirmar-email?c={t}"),
        ("Confirma tu correo", "Confirmar correo", "https://app.test/cuenta/confirmar-correo?token={t}"),
        ("Bevestig je e-mailadres", "E-mailadres bevestigen", "https://app.test/email/bevestigen?token={t}"),
        ("Conferma la tua email", "Conferma email", "https://app.test/conferma-email/{t}"),
    ],
    ids=["en", "pt", "es", "nl", "it"],
)  # fmt: skip
def test_an_address_that_confirms_the_email_leaves_a_confirm_email_link_verify(
    subject: str, label: str, href: str
) -> None:
    # Third link pass: verifying an address is ``verify`` by the definition of the kinds,
    # whatever the address calls it (holdout7's "confirm" labels were relabelled).
    href = href.format(t=TOKEN)
    assert _found(subject, html=f"<p>Hi,</p><a href='{href}'>{label}</a>") == (href, "verify")


@pytest.mark.parametrize(
    ("label", "href", "kind"),
    [
        ("Confirm email address", "https://portal.test/verify-email?ref={t}", "verify"),
        ("Confirmar e-mail", "https://app.test/account/verify-email?token={t}", "verify"),
        ("E-Mail-Adresse bestätigen", "https://app.test/konto/bestaetigen?token={t}", "verify"),
        ("Confirm device", "https://app.test/account/confirm-device?token={t}", "verify"),
        ("Verify email", "https://app.test/confirm-email?token={t}", "verify"),
        ("Confirm email address", "https://app.test/x/{t}", "verify"),
    ],
    ids=["en-verify-path", "pt-verify-path", "de-bare-path", "device", "verify-verb", "no-path-word"],
)  # fmt: skip
def test_a_confirm_email_link_whose_address_does_not_confirm_the_email_stays_verify(
    label: str, href: str, kind: str
) -> None:
    href = href.format(t=TOKEN)
    assert _found("Hi", html=f"<a href='{href}'>{label}</a>") == (href, kind)


# ---- The usual wording of the extraction languages, on a link whose address says nothing -------


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        # reset
        ("Crear nueva contraseña", "reset"), ("Recuperar contraseña", "reset"),
        ("Criar nova senha", "reset"), ("Trocar senha", "reset"), ("Repor palavra-passe", "reset"),
        ("Imposta una nuova password", "reset"), ("Modifica password", "reset"),
        ("Wachtwoord wijzigen", "reset"), ("Nieuw wachtwoord kiezen", "reset"),
        ("Zmień hasło", "reset"), ("Odzyskaj hasło", "reset"), ("Yeni şifre oluştur", "reset"),
        ("إنشاء كلمة مرور جديدة", "reset"), ("استعادة كلمة المرور", "reset"),
        ("שינוי סיסמה", "reset"), ("בחירת סיסמה חדשה", "reset"), ("تغییر رمز عبور", "reset"),
        ("بازیابی رمز عبور", "reset"), ("पासवर्ड बदलें", "reset"), ("नया पासवर्ड सेट करें", "reset"),
        ("เปลี่ยนรหัสผ่าน", "reset"), ("ตั้งรหัสผ่านใหม่", "reset"), ("Tạo mật khẩu mới", "reset"),
        ("Khôi phục mật khẩu", "reset"), ("Ganti kata sandi", "reset"), ("Buat kata sandi baru", "reset"),
        ("パスワードを変更する", "reset"), ("新しいパスワードを設定", "reset"), ("设置新密码", "reset"),
        ("變更密碼", "reset"), ("找回密码", "reset"), ("비밀번호 변경", "reset"), ("새 비밀번호 설정", "reset"),
        ("Змінити пароль", "reset"), ("Встановити новий пароль", "reset"), ("Сменить пароль", "reset"),
        ("Задать новый пароль", "reset"), ("Modifier le mot de passe", "reset"),
        ("Choisir un nouveau mot de passe", "reset"), ("Choose a new password", "reset"),
        ("Update password", "reset"),
        # verify
        ("Validar e-mail", "verify"), ("Convalida email", "verify"), ("E-mailadres verifiëren", "verify"),
        ("Controleer je e-mailadres", "verify"), ("אמת את החשבון", "verify"), ("احراز هویت", "verify"),
        ("ยืนยันตัวตน", "verify"), ("ตรวจสอบอีเมล", "verify"), ("Xác thực email", "verify"),
        ("Xác thực tài khoản", "verify"), ("本人確認", "verify"), ("Верифікувати акаунт", "verify"),
        ("Подтвердить почту", "verify"), ("Valider mon adresse e-mail", "verify"),
        # confirm
        ("Concluir cadastro", "confirm"), ("Account activeren", "confirm"),
        ("Bevestig je aanmelding", "confirm"), ("הפעלת החשבון", "confirm"),
        ("فعال‌سازی حساب", "confirm"), ("खाता सक्रिय करें", "confirm"), ("เปิดใช้งานบัญชี", "confirm"),
        ("登録を完了する", "confirm"), ("完成注册", "confirm"), ("가입 완료", "confirm"),
        ("Registrierung abschließen", "confirm"),
        # sign in
        ("Inicia sesión en Farmacia", "sign_in"), ("Acessar minha conta", "sign_in"),
        ("Iniciar sessão", "sign_in"), ("Effettua l'accesso", "sign_in"),
        ("Przejdź do logowania", "sign_in"), ("الدخول إلى حسابك", "sign_in"), ("سجّل الدخول", "sign_in"),
        ("כניסה לחשבון", "sign_in"), ("وارد شوید", "sign_in"), ("लॉगिन करें", "sign_in"),
        ("ลงชื่อเข้าใช้", "sign_in"), ("サインイン", "sign_in"), ("Вхід", "sign_in"),
        ("Me connecter", "sign_in"), ("Log me in", "sign_in"),
    ],
)  # fmt: skip
def test_the_usual_wording_of_each_language_finds_the_link_with_its_kind(
    label: str, kind: str
) -> None:
    href = f"https://app.test/x/{TOKEN}"
    assert _found("Hi", html=f"<p>Hi,</p><a href='{href}'>{label}</a>") == (href, kind)


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("Para restablecer tu contraseña, usa este enlace", "reset"),
        ("Para alterar a sua senha, use o link abaixo", "reset"),
        ("Per modificare la password, apri questo link", "reset"),
        ("Чтобы сменить пароль, перейдите по ссылке", "reset"),
        ("Щоб змінити пароль, перейдіть за посиланням", "reset"),
        ("Um dein Passwort zu ändern, öffne diesen Link", "reset"),
        ("Inicia sesión con este enlace", "sign_in"),
        ("如需重設密碼，請點擊以下連結", "reset"),
        ("請使用以下連結登入", "sign_in"),
    ],
)  # fmt: skip
def test_the_sentence_before_a_text_link_says_what_it_is_for(label: str, kind: str) -> None:
    href = f"https://app.test/x/{TOKEN}"
    assert _found("Hi", f"Hi,\n\n{label}:\n{href}\n\nThanks\n") == (href, kind)


@pytest.mark.parametrize(
    "label",
    ["Ver mi pedido", "Ler mais", "Leggi l'articolo", "Bekijk je bestelling", "Zobacz ofertę",
     "Siparişi görüntüle", "عرض الطلب", "הצג הזמנה", "مشاهده سفارش", "ऑर्डर देखें", "ดูคำสั่งซื้อ",
     "Xem đơn hàng", "Lihat pesanan", "注文を見る", "查看订单", "주문 보기", "Переглянути замовлення",
     "Посмотреть заказ", "Entra nel negozio"],
)  # fmt: skip
def test_everyday_links_of_each_language_are_not_magic_links(label: str) -> None:
    href = f"https://shop.test/x/{TOKEN}"
    assert _found("Hi", html=f"<p>Hi,</p><a href='{href}'>{label}</a>")[0] is None


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("Aby zresetować hasło, kliknij poniższy link", "reset"),
        ("Yeni bir şifre belirlemek için bağlantıya tıklayın", "reset"),
        ("כדי לאפס את הסיסמה שלך, לחץ על הקישור הבא", "reset"),
        ("Klik tautan di bawah ini untuk mengatur ulang kata sandi Anda", "reset"),
        ("Um dein Passwort zurückzusetzen, klicke auf den folgenden Link", "reset"),
        ("Kliknij poniższy link, aby zweryfikować adres e-mail", "verify"),
        ("Klik tautan di bawah untuk memverifikasi email Anda", "verify"),
        ("Bitte bestätige deine E-Mail-Adresse über den folgenden Link", "verify"),
        ("Bitte bestätige dein Abonnement über den folgenden Link", "confirm"),
        ("Klik tautan untuk mengonfirmasi langganan Anda", "confirm"),
        ("Klik tautan untuk mengaktifkan akun Anda", "confirm"),
        ("Clicca sul link qui sotto per accedere", "sign_in"),
        ("Klik op de link hieronder om in te loggen", "sign_in"),
        ("Kliknij poniższy link, aby się zalogować", "sign_in"),
        ("Klicke auf den folgenden Link, um dich anzumelden", "sign_in"),
        ("Cliquez sur le lien ci-dessous pour vous connecter", "sign_in"),
    ],
)  # fmt: skip
def test_the_to_infinitive_before_a_link_says_what_it_is_for(sentence: str, kind: str) -> None:
    href = f"https://app.test/x/{TOKEN}"
    assert _found("Hi", f"Hi,\n\n{sentence}:\n{href}\n\nThanks\n") == (href, kind)
    html = f"<p>Hi,</p><p>{sentence}:</p><p><a href='{href}'>{href}</a></p>"
    assert _found("Hi", html=html) == (href, kind)


@pytest.mark.parametrize(
    ("sentence", "label", "kind"),
    [
        ("Per reimpostare la password, clicca sul pulsante qui sotto.", "Clicca qui", "reset"),
        ("Aby się zalogować, użyj przycisku.", "Kliknij tutaj", "sign_in"),
        ("Şifrenizi sıfırlamak için aşağıdaki bağlantıya tıklayın.", "Buraya tıklayın", "reset"),
        ("Klik hieronder om je wachtwoord opnieuw in te stellen.", "Klik hier", "reset"),
        ("Untuk masuk ke akun Anda, gunakan tombol berikut.", "Klik di sini", "sign_in"),
        ("Để xác minh email của bạn, hãy nhấp vào nút bên dưới.", "Nhấp vào đây", "verify"),
        ("Щоб скинути пароль, натисніть кнопку нижче.", "Натисніть тут", "reset"),
        ("لإعادة تعيين كلمة المرور، انقر على الزر أدناه.", "انقر هنا", "reset"),
        ("כדי לאמת את כתובת הדוא\"ל שלך, לחץ על הכפתור.", "לחץ כאן", "verify"),
        ("برای ورود به حساب کاربری خود روی دکمه زیر کلیک کنید.", "اینجا کلیک کنید", "sign_in"),
        ("अपना पासवर्ड रीसेट करने के लिए नीचे क्लिक करें।", "यहाँ क्लिक करें", "reset"),
        ("คลิกปุ่มด้านล่างเพื่อยืนยันอีเมลของคุณ", "คลิกที่นี่", "verify"),
        ("Para restablecer tu contraseña, haz clic en el botón.", "Haz clic aquí", "reset"),
        ("Um dein Passwort zurückzusetzen, klicke auf den Button.", "Hier klicken", "reset"),
        ("Чтобы подтвердить адрес электронной почты, нажмите кнопку.", "Нажмите здесь", "verify"),
        ("请点击下方按钮验证您的邮箱。", "点击这里", "verify"),
        ("아래 버튼을 눌러 로그인하세요.", "여기를 클릭", "sign_in"),
    ],
)  # fmt: skip
def test_click_here_in_each_language_lets_the_sentence_before_it_decide(
    sentence: str, label: str, kind: str
) -> None:
    href = f"https://app.test/x/{TOKEN}"
    html = f"<p>{sentence}</p><p><a href='{href}'>{label}</a></p>"
    assert _found("Hi", html=html) == (href, kind)


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("Nowe logowanie do konta. To nie Ty?", "Kliknij tutaj"),
        ("Neue Anmeldung bei Ihrem Konto. Waren Sie das nicht?", "Hier klicken"),
        ("Login baru di akunmu. Bukan kamu?", "Klik di sini"),
        ("Hesabına yeni giriş yapıldı. Sen değil misin?", "Buraya tıkla"),
        ("Nuovo accesso al tuo account. Non sei stato tu?", "Clicca qui"),
        ("Per vedere il tuo ordine", "Clicca qui"),
        ("Leia o nosso blog", "Clique aqui"),
    ],
)  # fmt: skip
def test_click_here_after_not_you_or_unrelated_words_is_not_a_magic_link(
    sentence: str, label: str
) -> None:
    html = f"<p>{sentence}</p><a href='https://app.test/x/{TOKEN}'>{label}</a>"
    assert _found("Hi", html=html)[0] is None


def test_dutch_aanmelden_signs_in_but_aanmelding_is_a_sign_up() -> None:
    href = f"https://app.test/x/{TOKEN}"
    assert _found("Hi", html=f"<a href='{href}'>Aanmelden</a>") == (href, "sign_in")
    assert _found("Hi", html=f"<a href='{href}'>Bevestig je aanmelding</a>") == (href, "confirm")


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("/cuenta/iniciar-sesion", "sign_in"), ("/conta/entrar", "sign_in"), ("/akun/masuk", "sign_in"),
        ("/tai-khoan/dang-nhap", "sign_in"), ("/konto/logowanie", "sign_in"), ("/account/accedi", "sign_in"),
        ("/vhod", "sign_in"), ("/vkhid", "sign_in"), ("/tai-khoan/xac-minh", "verify"),
        ("/tai-khoan/xac-nhan", "confirm"), ("/konto/potwierdz", "confirm"),
        ("/wachtwoord-herstellen", "reset"), ("/conta/redefinir-senha", "reset"),
    ],
)  # fmt: skip
def test_a_plain_text_link_whose_path_says_what_it_is_for_in_its_language(
    path: str, kind: str
) -> None:
    href = f"https://app.test{path}?token={TOKEN}"
    assert _found("Hello", f"Hello,\n\n{href}\n") == (href, kind)
