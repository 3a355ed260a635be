; Windows installer of the packaged game (NSIS 3).
; On Windows, after `python build\make.py`:
;   makensis /DVERSION=0.1.0 /DBUNDLE=build\dist\civ /DOUTFILE=build\out\civ-0.1.0-setup.exe build\installer.nsi
; On Linux, build/make.py --nsis compiles it against the Linux bundle to check the script.

Unicode true
!ifndef VERSION
  !define VERSION "0.1.0"
!endif
!ifndef BUNDLE
  !define BUNDLE "dist\civ"
!endif
!ifndef OUTFILE
  !define OUTFILE "civ-${VERSION}-setup.exe"
!endif

Name "CIV: Carta Impera Victoria"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\CIV"
InstallDirRegKey HKCU "Software\CIV" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!include "MUI2.nsh"
!define MUI_ICON "${__FILEDIR__}\..\resources\icons\civ.ico"
!define MUI_UNICON "${__FILEDIR__}\..\resources\icons\civ.ico"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\civ.exe"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "CIV" SecMain
  SetOutPath "$INSTDIR"
  File /r "${BUNDLE}\*"
  WriteRegStr HKCU "Software\CIV" "InstallDir" "$INSTDIR"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateDirectory "$SMPROGRAMS\CIV"
  CreateShortcut "$SMPROGRAMS\CIV\CIV.lnk" "$INSTDIR\civ.exe"
  CreateShortcut "$DESKTOP\CIV.lnk" "$INSTDIR\civ.exe"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\CIV" "DisplayName" "CIV: Carta Impera Victoria"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\CIV" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\CIV" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\CIV" "DisplayIcon" "$INSTDIR\civ.exe"
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\CIV\CIV.lnk"
  RMDir "$SMPROGRAMS\CIV"
  Delete "$DESKTOP\CIV.lnk"
  RMDir /r "$INSTDIR"
  DeleteRegKey HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\CIV"
  DeleteRegKey HKCU "Software\CIV"
SectionEnd
