import type en from '../en/auth';
import type { Catalogue } from '../types';

const auth: Catalogue<typeof en> = {
  signIn: {
    title: 'Вход',
    subtitle: 'Введите номер телефона и пароль учётной записи администратора.',
    phoneNumber: 'Номер телефона',
    password: 'Пароль',
    showPassword: 'Показать пароль',
    hidePassword: 'Скрыть пароль',
    submit: 'Войти',
  },
  company: {
    title: 'Выберите управляющую компанию',
    subtitle: 'Ваша учётная запись управляет несколькими компаниями. Выберите, с какой работать.',
    label: 'Управляющая компания',
    searchHint: 'Начните вводить название',
    noOptions: 'Компании не найдены',
    continue: 'Продолжить',
    otherUser: 'Войти под другим пользователем',
  },
  errors: {
    invalidCredentials: 'Неверный номер телефона или пароль',
    noPlatformAccess: 'У вашей учётной записи нет доступа к администрированию платформы',
    noCompanyAccess: 'Ваша учётная запись не управляет ни одной компанией',
    tooManyAttempts: 'Слишком много неудачных попыток. Повторите через 15 минут.',
    addressBanned: 'Вход с вашего сетевого адреса заблокирован: слишком много неудачных попыток или блокировка администратором. Попробуйте позже.',
    sessionExpired: 'Сеанс завершён. Войдите снова.',
  },
};
export default auth;
