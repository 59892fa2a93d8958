// The account domain's public surface: the user row (users table) and how the api answers it.
export {
  findUser,
  markEmailVerified,
  setEmailPreference,
  takeDueCheckins,
  findUserByPaymentCustomer,
  monthKey,
  setBanned,
  toPublicUser,
  updatePlan,
  type PlanUpdate,
} from './account.service';
// The user row's counters that chat writes in its transactions (account owns the users table).
export { addMinutesUsed, lockUser, setMonthCount, touchUser } from './account.repository';
export {
  USER_COLUMNS,
  deleteUser,
  isEmailTakenByOther,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUsersAndCheckEmpty,
  updateUser,
} from './account.repository';
