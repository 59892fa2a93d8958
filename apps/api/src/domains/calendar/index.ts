// The calendar domain's public surface: the user's feed as the data export shows it.
export { feedForExport } from './calendar.service';
