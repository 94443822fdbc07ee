import { calling } from '../api/callingActor';
import { changePassword, saveReminderSetting } from '../api/account';
import type { ChangePasswordRequest, ReminderSetting } from '../contract/schemas';

/** The real actor of the change-password form. */
export const accountActors = {
  changePassword: calling((request: ChangePasswordRequest, signal) => changePassword(request, signal)),
};

/** The real actor of Akun's reminder switch. */
export const reminderSettingActors = {
  saveReminder: calling((setting: ReminderSetting, signal) => saveReminderSetting(setting, signal)),
};
